import { Alert, Button, Card, FileInput, Grid, Group, Loader, List, Stack, Text, Title } from '@mantine/core';
import { messages, PAYABLE_TRANSACTION_STATUSES } from '@sewamudah/shared';
import { IconAlertCircle, IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths, type RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { awaitsSignedCopy } from '@/features/contracts/contract-steps';
import { useGetContractQuery } from '@/features/contracts/api';
import {
  useCreatePaymentIntentMutation,
  useGetTransactionsQuery,
  useProcessDepositMutation,
  useUploadSignedCopyMutation,
} from '../api';
import { ContractDownloadButton } from '../components/ContractDownloadButton';
import { PaymentCardForm } from '../components/PaymentCardForm';
import { PaymentSummary } from '../components/PaymentSummary';
import { SignedCopyStep } from '../components/SignedCopyStep';
import { PaymentStepError, useCardPayment } from '../hooks/use-card-payment';

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** Sign and Pay (customer): upload the signed contract and pay deposit plus first month's rent (route id = contract id). */
export function SignAndPayPage() {
  usePageTitle('Sign and Pay');
  const { id: contractId = '' } = useParams<RouteParams['signAndPay']>();
  const { data, isLoading, isError } = useGetTransactionsQuery({ contractId, type: 'Deposit' }, { skip: !contractId });
  const deposit = data?.[0];
  // For its signed download link and whether the signed copy is still to come.
  const { data: contract } = useGetContractQuery(contractId, { skip: !contractId });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload] = useUploadSignedCopyMutation();
  const [createIntent] = useCreatePaymentIntentMutation();
  const [processDeposit] = useProcessDepositMutation();
  const { handleRef, pay, isProcessing, errorMessage } = useCardPayment();

  const onFileChange = (chosen: File | null) => {
    if (chosen && !isPdf(chosen)) {
      setFile(null);
      setFileError('Only PDF files are accepted');
      return;
    }
    setFile(chosen);
    setFileError(null);
  };

  const onSubmit = () => {
    if (!file) {
      setFileError(messages.contracts.uploadSigned);
      return;
    }
    if (!deposit) return;
    void pay({
      prepare: async () => {
        try {
          await upload({ contractId, file }).unwrap();
        } catch (error) {
          setFileError(getErrorMessage(error, messages.contracts.uploadFailed));
          throw new PaymentStepError(messages.contracts.uploadFailed);
        }
      },
      createIntent: async () => {
        // The server charges what it computes (deposit + first month); no amount is sent.
        const intent = await createIntent({ contractId }).unwrap();
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
        <PageHeader title="Sign and Pay" />
        <Group justify="center" py="xl">
          <Loader aria-label="Loading contract" />
        </Group>
      </>
    );
  }
  const payable = deposit && (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(deposit.status);

  return (
    <>
      <PageHeader title="Sign and Pay" description="Sign your tenancy agreement and pay to confirm your rental." />
      {isError || !deposit ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {messages.payments.loadError}
        </Alert>
      ) : !payable && contract && awaitsSignedCopy(contract) ? (
        <SignedCopyStep contractId={contractId} contractFile={contract.contractFile} />
      ) : !payable ? (
        <Alert color={deposit.status === 'Paid' ? 'green' : 'gray'} role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {deposit.status === 'Paid'
                ? 'This contract has been signed and paid. Welcome home!'
                : 'This contract can no longer be paid.'}
            </Text>
            <Button component={Link} to={paths.contracts()} size="xs" variant="light">
              View contracts
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder padding="lg" radius="md" h="100%">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  1. Sign the contract
                </Title>
                <List size="sm" spacing={4}>
                  <List.Item>Download the tenancy agreement and read it carefully.</List.Item>
                  <List.Item>Sign it and upload the signed copy as a PDF.</List.Item>
                </List>
                <Group>
                  <ContractDownloadButton href={contract?.contractFile} />
                </Group>
                <FileInput
                  label="Signed contract (PDF)"
                  placeholder="Choose the signed PDF"
                  accept="application/pdf"
                  leftSection={<IconFileTypePdf size={18} aria-hidden />}
                  clearable
                  value={file}
                  onChange={onFileChange}
                  description={file ? undefined : messages.contracts.uploadSigned}
                  error={fileError}
                  disabled={isProcessing}
                />
                <Title order={2} fz="lg" mt="sm">
                  Amount payable
                </Title>
                <PaymentSummary transaction={deposit} amountLabel="Deposit incl. first month's rent" />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder padding="lg" radius="md" h="100%">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  2. Pay by card
                </Title>
                <PaymentCardForm handleRef={handleRef} disabled={isProcessing} />
                {errorMessage ? (
                  <Text c="red.8" size="sm" role="alert">
                    {errorMessage}
                  </Text>
                ) : null}
                <Button
                  size="md"
                  leftSection={<IconLock size={16} aria-hidden />}
                  onClick={onSubmit}
                  loading={isProcessing}
                  disabled={isProcessing || !file}
                >
                  {messages.payments.submitAndPay}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
