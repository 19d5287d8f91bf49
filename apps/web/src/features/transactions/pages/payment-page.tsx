import { Alert, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PAYABLE_TRANSACTION_STATUSES } from '@sewamudah/shared';
import { IconAlertCircle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import type { RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { useCreatePaymentIntentMutation, useGetTransactionQuery, useProcessPaymentMutation } from '../api';
import { amountLabel } from '../components/amount-label';
import { PaymentMethodForm } from '../components/payment-method-form';
import { PaymentSummary } from '../components/payment-summary';
import { usePayment } from '../hooks/use-payment';

/** Payment (customer): pay one Pending charge (late or not) by online banking (FPX) or card. */
export function PaymentPage() {
  const t = useT();
  usePageTitle('Payment');
  const { transactionId = '' } = useParams<RouteParams['payment']>();
  const navigate = useNavigate();
  const { data: transaction, isLoading, isError } = useGetTransactionQuery(transactionId, { skip: !transactionId });
  const [createIntent] = useCreatePaymentIntentMutation();
  const [processPayment] = useProcessPaymentMutation();
  const { handleRef, pay, isProcessing, errorMessage } = usePayment();

  const payable =
    transaction &&
    transaction.type !== 'Deposit' &&
    (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(transaction.status);

  const onPay = () =>
    transaction &&
    pay({
      createIntent: async (paymentMethodType) => {
        const intent = await createIntent({ transactionId: transaction.id, paymentMethodType }).unwrap();
        return { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, amount: intent.amount };
      },
      record: async (paymentIntentId) => {
        await processPayment({ paymentIntentId, transactionId: transaction.id }).unwrap();
      },
    });

  const goBack = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void navigate(-1)}>
      {t('pay.goBack')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('pay.title')} />
      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('pay.loading')} />
        </Group>
      ) : isError || !transaction ? (
        <Stack align="flex-start">
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('payments.loadError')}
          </Alert>
          {goBack}
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder padding="lg" radius="md">
              <Title order={2} fz="lg" mb="md">
                {t('pay.details')}
              </Title>
              <PaymentSummary
                transaction={transaction}
                amountLabel={amountLabel(transaction.status, Boolean(payable))}
              />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="lg" radius="md">
              <Title order={2} fz="lg" mb="md">
                {t('pay.method')}
              </Title>
              {payable ? (
                <Stack gap="md">
                  <PaymentMethodForm handleRef={handleRef} amount={transaction.amount} disabled={isProcessing} />
                  {errorMessage ? (
                    <Text c="red.8" size="sm" role="alert">
                      {errorMessage}
                    </Text>
                  ) : null}
                  <Group justify="space-between">
                    {goBack}
                    <Button
                      leftSection={<IconLock size={16} aria-hidden />}
                      onClick={() => void onPay()}
                      loading={isProcessing}
                      disabled={isProcessing}
                    >
                      {t('pay.payNow')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Stack gap="md" align="flex-start">
                  <Text>
                    {transaction.status === 'Paid'
                      ? t('pay.alreadyPaid')
                      : transaction.type === 'Deposit'
                        ? t('pay.depositInSignAndPay')
                        : t('pay.notPayable')}
                  </Text>
                  {goBack}
                </Stack>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
