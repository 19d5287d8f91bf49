import { Button, Card, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  describePaymentMethod,
  messages,
  paymentMethodMessages,
  transactionMessages,
  type PaymentIntentStatusResponse,
} from '@sewamudah/shared';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
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

/** Where to try again after a failed or abandoned attempt: Sign and Pay for the deposit, else the Payment page. */
export function retryPathOf(data: PaymentIntentStatusResponse | undefined): string | null {
  if (!data || (data.status !== 'requires_payment_method' && data.status !== 'requires_action')) return null;
  if (data.transactionType === 'Deposit' && data.contractId) return paths.signAndPay(data.contractId);
  return data.transactionId ? paths.payment(data.transactionId) : null;
}

/** The line under the outcome: the method used, or why the attempt failed. */
export function detailOf(data: PaymentIntentStatusResponse | undefined): string | null {
  if (!data) return null;
  if (data.status === 'requires_payment_method') return data.lastPaymentError?.message ?? null;
  if (data.status === 'requires_action') return paymentMethodMessages.bankAbandoned;
  const method = describePaymentMethod(data.paymentMethod);
  if (!method) return null;
  if (data.status === 'succeeded') return `Paid with ${method}`;
  return data.status === 'processing' ? `Paying with ${method}` : null;
}

/**
 * Payment Status (customer): the outcome of a payment, asked from the server. Back from the bank (FPX), Stripe
 * (and the sandbox) add `payment_intent` and `payment_intent_client_secret` to this route (ADR 0018).
 */
export function PaymentStatusPage() {
  usePageTitle('Payment Status');
  const { paymentIntentId: pathId = '' } = useParams<RouteParams['paymentSuccess']>();
  const [search] = useSearchParams();
  const returned = search.get('payment_intent');
  // A return whose `payment_intent` is not this page's intent is not trusted.
  const paymentIntentId = returned && returned !== pathId ? '' : pathId;
  const clientSecret = search.get('payment_intent_client_secret');
  const { data, isLoading, isError } = useGetPaymentIntentStatusQuery(
    { id: paymentIntentId, clientSecret },
    { skip: !paymentIntentId },
  );
  const outcome = describeOutcome(data?.status, isError, Boolean(paymentIntentId));
  const detail = isError ? null : detailOf(data);
  const retry = isError ? null : retryPathOf(data);

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
            {detail ? <Text c="dimmed">{detail}</Text> : null}
            <Group justify="center">
              {retry ? (
                <Button component={Link} to={retry} variant="default">
                  Try again
                </Button>
              ) : null}
              <Button component={Link} to={paths.dashboard()}>
                Return to Dashboard
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </>
  );
}
