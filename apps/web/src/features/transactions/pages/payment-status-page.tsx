import { Button, Card, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages, transactionMessages } from '@sewamudah/shared';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths, type RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useGetPaymentIntentStatusQuery } from '../api';

interface Outcome {
  icon: ReactNode;
  color: string;
  message: string;
}

/** SPEC §4 Payment status view, with the texts of SPEC §8. */
export function describeOutcome(status: string | undefined, failed: boolean, hasId: boolean): Outcome {
  if (!hasId) return { icon: <IconAlertTriangle aria-hidden />, color: 'red', message: messages.payments.noPaymentId };
  if (failed) return { icon: <IconAlertTriangle aria-hidden />, color: 'red', message: messages.payments.lookupFailed };
  switch (status) {
    case 'succeeded':
      return { icon: <IconCircleCheck aria-hidden />, color: 'green', message: transactionMessages.paymentSuccessful };
    case 'processing':
      return { icon: <IconClockHour4 aria-hidden />, color: 'blue', message: transactionMessages.paymentProcessing };
    case 'requires_payment_method':
      return { icon: <IconCircleX aria-hidden />, color: 'red', message: messages.payments.tryAgain };
    default:
      return { icon: <IconAlertTriangle aria-hidden />, color: 'orange', message: messages.payments.unknownStatus };
  }
}

/** Payment Status (customer): the outcome of a card payment, asked from the server. */
export function PaymentStatusPage() {
  usePageTitle('Payment Status');
  const { paymentIntentId = '' } = useParams<RouteParams['paymentSuccess']>();
  const { data, isLoading, isError } = useGetPaymentIntentStatusQuery(paymentIntentId, { skip: !paymentIntentId });
  const outcome = describeOutcome(data?.status, isError, Boolean(paymentIntentId));

  return (
    <>
      <PageHeader title="Payment Status" />
      <Card withBorder radius="md" padding="xl" maw={520} mx="auto">
        {isLoading ? (
          <Stack align="center" gap="sm" role="status">
            <Loader />
            <Text>Verifying your payment...</Text>
          </Stack>
        ) : (
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" variant="light" color={outcome.color}>
              {outcome.icon}
            </ThemeIcon>
            <Text fz="lg" fw={600} role={outcome.color === 'green' ? 'status' : 'alert'}>
              {outcome.message}
            </Text>
            <Button component={Link} to={paths.dashboard()}>
              Return to Dashboard
            </Button>
          </Stack>
        )}
      </Card>
    </>
  );
}
