import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PAYABLE_TRANSACTION_STATUSES } from '@sewamudah/shared';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths, type RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { awaitsSignedCopy } from '@/features/contracts/contract-steps';
import { useGetContractQuery } from '@/features/contracts/api';
import {
  useCreatePaymentIntentMutation,
  useGetTransactionsQuery,
  useProcessDepositMutation,
  useUploadSignedCopyMutation,
} from '../api';
import { TenantSigning } from '@/features/esign/components/tenant-signing';
import { StampDutyCard } from '@/features/stamping/components/stamp-duty-card';
import { PaperCopyInput } from '../components/paper-copy-input';
import { PaymentMethodForm } from '../components/payment-method-form';
import { PaymentSummary } from '../components/payment-summary';
import { SignedCopyStep } from '../components/signed-copy-step';
import { signedCopyFailure } from '../components/signed-copy-failure';
import { signedPdfProblem } from '../components/signed-pdf-check';
import { PaymentStepError, usePayment } from '../hooks/use-payment';
import { MoveInBreakdown } from '@/features/properties/components/facts/move-in-breakdown';

/**
 * Sign and Pay (customer): read and sign the agreement in the page (or upload a signed paper copy), then pay the
 * deposit plus first month's rent (route id = contract id).
 */
export function SignAndPayPage() {
  const t = useT();
  usePageTitle('Sign and Pay');
  const { id: contractId = '' } = useParams<RouteParams['signAndPay']>();
  const { data, isLoading, isError } = useGetTransactionsQuery(
    { contractId, type: 'Deposit', page: 1, limit: 1 },
    { skip: !contractId },
  );
  const deposit = data?.[0];
  // For its signed download link and whether the signed copy is still to come.
  const { data: contract } = useGetContractQuery(contractId, { skip: !contractId });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload] = useUploadSignedCopyMutation();
  const signedInBrowser = contract !== undefined && contract.esign.status !== 'unsigned';
  // A paper copy the server already accepted (e.g. before the FPX bank page was abandoned) is not asked for again.
  const storedCopy = contract !== undefined && !signedInBrowser && contract.hasSignedCopy;
  const ready = signedInBrowser || storedCopy || file !== null;
  const [createIntent] = useCreatePaymentIntentMutation();
  const [processDeposit] = useProcessDepositMutation();
  const { handleRef, pay, isProcessing, errorMessage } = usePayment();

  const onFileChange = (chosen: File | null) => {
    const problem = chosen ? signedPdfProblem(chosen) : null;
    if (problem) {
      setFile(null);
      setFileError(problem);
      return;
    }
    setFile(chosen);
    setFileError(null);
  };

  const onSubmit = () => {
    if (!ready) {
      setFileError(t('contracts.uploadSigned'));
      return;
    }
    if (!deposit) return;
    void pay({
      prepare: async () => {
        // Signed in the browser, or the stored copy kept: nothing to upload. Otherwise the paper copy goes up first.
        if (signedInBrowser || !file) return;
        try {
          await upload({ contractId, file }).unwrap();
          // Stored now: coming back (an abandoned bank page) shows it as uploaded, not as a file to choose again.
          setFile(null);
        } catch (error) {
          const failure = signedCopyFailure(error);
          setFileError(failure.field);
          throw new PaymentStepError(failure.summary);
        }
      },
      createIntent: async (paymentMethodType) => {
        // The server charges what it computes (deposit + first month, and the stamp duty); no amount is sent.
        const intent = await createIntent({ contractId, paymentMethodType }).unwrap();
        return { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, amount: intent.amount };
      },
      record: async (paymentIntentId) => {
        await processDeposit({ paymentIntentId, contractId }).unwrap();
      },
    });
  };

  if (isLoading) {
    return (
      <>
        <PageHeader title={t('pay.signAndPay.title')} />
        <Group justify="center" py="xl">
          <Loader aria-label={t('pay.signAndPay.loading')} />
        </Group>
      </>
    );
  }
  const payable = deposit && (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(deposit.status);
  // The one payment (ADR 0034): the contract's depositAmount is what it charges; above the deposit charge, the
  // stamp duty the tenant pays with it.
  const totalSen = contract && deposit ? Math.round(contract.depositAmount * 100) : 0;
  const stampDutySen = deposit ? totalSen - Math.round(deposit.amount * 100) : 0;
  const total = stampDutySen > 0 ? totalSen / 100 : (deposit?.amount ?? 0);

  return (
    <>
      <PageHeader title={t('pay.signAndPay.title')} description={t('pay.signAndPay.description')} />
      {isError || !deposit ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('payments.loadError')}
        </Alert>
      ) : !payable && contract && awaitsSignedCopy(contract) ? (
        <Stack gap="md">
          <Alert color="yellow" role="status" title={t('contracts.awaitingSignedCopy')}>
            {t('pay.signAndPay.paidSignLeft')}
          </Alert>
          <TenantSigning
            contractId={contractId}
            paper={<SignedCopyStep contractId={contractId} contractFile={contract.contractFile} />}
          />
        </Stack>
      ) : !payable ? (
        <Alert color={deposit.status === 'Paid' ? 'green' : 'gray'} role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {deposit.status === 'Paid' ? t('pay.signAndPay.signedAndPaid') : t('pay.signAndPay.noLongerPayable')}
            </Text>
            <Button component={Link} to={paths.contracts()} size="xs" variant="light">
              {t('pay.signAndPay.viewContracts')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="lg">
          <Card withBorder padding="md" radius="md">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('pay.signAndPay.stepSign')}
              </Title>
              <TenantSigning
                contractId={contractId}
                paperOpen={file !== null || storedCopy}
                paper={
                  <PaperCopyInput
                    contractFile={contract?.contractFile}
                    uploaded={storedCopy ? (contract.signedContractFile ?? '') : null}
                    file={file}
                    onChange={onFileChange}
                    error={fileError}
                    disabled={isProcessing}
                  />
                }
              />
            </Stack>
          </Card>
          {contract ? <StampDutyCard contract={contract} inSignAndPay={stampDutySen > 0} /> : null}
          {contract?.moveIn ? <MoveInBreakdown cost={contract.moveIn} /> : null}
          <Card withBorder padding="md" radius="md">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('pay.signAndPay.stepPay')}
              </Title>
              {stampDutySen > 0 ? (
                <>
                  <Text size="sm">{t('pay.signAndPay.onePayment')}</Text>
                  <PaymentSummary
                    transaction={deposit}
                    lines={[
                      { label: t('pay.summary.deposit'), amount: deposit.amount },
                      { label: t('pay.signAndPay.stampDutyLine'), amount: stampDutySen / 100 },
                    ]}
                    amount={total}
                    amountLabel={t('pay.signAndPay.total')}
                  />
                </>
              ) : (
                <PaymentSummary transaction={deposit} amountLabel={t('pay.summary.deposit')} />
              )}
              <PaymentMethodForm handleRef={handleRef} amount={total} disabled={isProcessing} />
              {errorMessage ? (
                <Text c="red.8" size="sm" role="alert">
                  {errorMessage}
                </Text>
              ) : null}
              {!ready ? (
                <Text size="sm" c="dimmed">
                  {t('pay.signAndPay.signFirst')}
                </Text>
              ) : null}
              <div>
                <Button
                  size="md"
                  leftSection={<IconLock size={16} aria-hidden />}
                  onClick={onSubmit}
                  loading={isProcessing}
                  disabled={isProcessing || !ready}
                >
                  {t('payments.submitAndPay')}
                </Button>
              </div>
            </Stack>
          </Card>
        </Stack>
      )}
    </>
  );
}
