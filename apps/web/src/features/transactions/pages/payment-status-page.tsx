import { Button, Card, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PaymentIntentStatusResponse } from '@sewamudah/shared';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths, type RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { t, useT } from '@/lib/i18n';
import { useGetPaymentIntentStatusQuery } from '../api';
import { PaymentSettledDetails } from '../components/payment-settled-details';
import { paymentErrorText, paymentMethodText } from '../components/payment-texts';

interface Outcome {
  icon: ReactNode;
  color: string;
  message: string;
}

/** SPEC §4 Payment status view, with the texts of SPEC §8 (in the active language). */
export function describeOutcome(status: string | undefined, failed: boolean, hasId: boolean): Outcome {
  if (!hasId) return { icon: <IconAlertTriangle aria-hidden />, color: 'red', message: t('payments.noPaymentId') };
  if (failed) return { icon: <IconAlertTriangle aria-hidden />, color: 'red', message: t('payments.lookupFailed') };
  switch (status) {
    case 'succeeded':
      return { icon: <IconCircleCheck aria-hidden />, color: 'green', message: t('pay.status.successful') };
    case 'processing':
      return { icon: <IconClockHour4 aria-hidden />, color: 'blue', message: t('pay.status.processing') };
    case 'requires_payment_method':
      return { icon: <IconCircleX aria-hidden />, color: 'red', message: t('payments.tryAgain') };
    default:
      return { icon: <IconAlertTriangle aria-hidden />, color: 'orange', message: t('payments.unknownStatus') };
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
  if (data.status === 'requires_payment_method') return paymentErrorText(data.lastPaymentError?.message);
  if (data.status === 'requires_action') return t('pay.fpx.abandoned');
  const method = paymentMethodText(data.paymentMethod);
  if (!method) return null;
  if (data.status === 'succeeded') return t('pay.status.paidWith', { method });
  return data.status === 'processing' ? t('pay.status.payingWith', { method }) : null;
}

/** How often a processing payment is asked about: every 2 s at first, 1.5× longer each time, at most every 30 s. */
export const POLL_FIRST_MS = 2_000;
export const POLL_MAX_MS = 30_000;
export const pollDelay = (polls: number) => Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * 1.5 ** polls));

/**
 * Payment Status (customer): the outcome of a payment, asked from the server. Back from the bank (FPX), Stripe
 * (and the sandbox) add `payment_intent` and `payment_intent_client_secret` to this route (ADR 0018).
 */
export function PaymentStatusPage() {
  useT();
  usePageTitle('Payment Status');
  const { paymentIntentId: pathId = '' } = useParams<RouteParams['paymentSuccess']>();
  const [search] = useSearchParams();
  const returned = search.get('payment_intent');
  // A return whose `payment_intent` is not this page's intent is not trusted.
  const paymentIntentId = returned && returned !== pathId ? '' : pathId;
  const clientSecret = search.get('payment_intent_client_secret');
  // A processing payment (FPX approved, the bank's confirmation still to come) is asked about again, less and less
  // often, until it settles: the page then shows the outcome by itself.
  const [polls, setPolls] = useState(0);
  const [processing, setProcessing] = useState(false);
  const { data, isLoading, isError, fulfilledTimeStamp } = useGetPaymentIntentStatusQuery(
    { id: paymentIntentId, clientSecret },
    { skip: !paymentIntentId, pollingInterval: processing ? pollDelay(polls) : 0, skipPollingIfUnfocused: false },
  );
  useEffect(() => {
    const stillProcessing = data?.status === 'processing';
    setProcessing(stillProcessing);
    if (stillProcessing && fulfilledTimeStamp) setPolls((n) => n + 1);
  }, [data?.status, fulfilledTimeStamp]);
  const outcome = describeOutcome(data?.status, isError, Boolean(paymentIntentId));
  const detail = isError ? null : detailOf(data);
  const retry = isError ? null : retryPathOf(data);

  return (
    <>
      <PageHeader title={t('pay.status.title')} />
      <Card withBorder radius="md" padding="xl" maw={520} mx="auto">
        {isLoading ? (
          <Stack align="center" gap="sm" role="status">
            <Loader />
            <Text>{t('pay.status.verifying')}</Text>
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
            {!isError && data?.status === 'succeeded' && data.transactionId ? (
              <PaymentSettledDetails transactionId={data.transactionId} amount={data.amount} />
            ) : null}
            <Group justify="center">
              {retry ? (
                <Button component={Link} to={retry} variant="default">
                  {t('pay.status.tryAgain')}
                </Button>
              ) : null}
              <Button component={Link} to={paths.dashboard()}>
                {t('pay.status.returnToDashboard')}
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </>
  );
}
