/**
 * The deposit statement's PDF, the keys returned and the refund (ADR 0038): the tenant's bank account for a refund
 * by transfer and the admin's record of that transfer.
 */
import {
  formatDate,
  formatRM,
  malaysianBankName,
  MALAYSIAN_BANKS,
  todayInMalaysia,
  type DepositSettlement,
} from '@sewamudah/shared';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { IconReceipt } from '@tabler/icons-react';
import { DateField } from '@/components/forms/date-field';
import { DownloadButton } from '@/features/receipts/components/download-button';
import { getErrorMessage } from '@/lib/notify';
import { useT } from '@/lib/i18n';
import { useRecordTransferMutation, useSaveRefundAccountMutation } from '../settlement-api';

const ACCOUNT_OPEN = ['issued', 'disputed', 'final', 'awaiting_transfer'];

export function SettlementMoney({
  contractId,
  settlement: s,
  isAdmin,
}: {
  contractId: string;
  settlement: DepositSettlement;
  isAdmin: boolean;
}) {
  const t = useT();
  const [saveAccount, savingAccount] = useSaveRefundAccountMutation();
  const [recordTransfer, recording] = useRecordTransferMutation();
  const [bank, setBank] = useState<string | null>(s.refundAccount?.bank ?? null);
  const [holder, setHolder] = useState(s.refundAccount?.holder ?? '');
  const [accountNumber, setAccountNumber] = useState(s.refundAccount?.accountNumber ?? '');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState<number>(Math.max(0, s.balance));
  const [transferDate, setTransferDate] = useState(todayInMalaysia(new Date()));
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };
  const keys = (s.keysReturned ?? []).map((k) => t('settlementUi.keyItem', { count: k.count, name: k.name }));
  const tenantAccount = !isAdmin && ACCOUNT_OPEN.includes(s.status) && s.balance > 0;

  return (
    <Stack gap="xs">
      {s.pdfUrl || s.refund?.receipt ? (
        <Group gap="xs" wrap="wrap">
          {s.pdfUrl ? (
            <DownloadButton
              url={s.pdfUrl.replace(/^\/api/, '')}
              filename={`deposit-statement-${contractId.slice(0, 8)}.pdf`}
              label={t('settlementUi.pdf')}
            />
          ) : null}
          {s.refund?.receipt ? (
            <DownloadButton
              url={`/receipts/${s.refund.receipt.id}/file`}
              filename={`receipt-${s.refund.receipt.number}.pdf`}
              label={t('receiptsUi.refundReceipt')}
              aria-label={t('receiptsUi.downloadRefundReceipt', { number: s.refund.receipt.number })}
              icon={<IconReceipt size={16} aria-hidden />}
            />
          ) : null}
        </Group>
      ) : null}
      {keys.length ? <Text size="sm">{t('settlementUi.keysReturned', { keys: keys.join(', ') })}</Text> : null}
      {s.transfer && s.refund ? (
        <Text>
          {t('settlementUi.transferred', {
            amount: formatRM(s.refund.amount),
            bank: malaysianBankName(s.refundAccount?.bank ?? ''),
            date: formatDate(s.transfer.date),
            reference: s.transfer.reference,
          })}
        </Text>
      ) : null}
      {s.status === 'awaiting_transfer' ? <Text fw={600}>{t('settlementUi.awaitingTransfer')}</Text> : null}
      {!isAdmin && s.status === 'awaiting_transfer' && !s.refundAccount ? (
        <Alert color="yellow" role="status">
          {t('settlementUi.accountNeeded', { amount: formatRM(s.balance) })}
        </Alert>
      ) : null}
      {s.refundAccount ? (
        <Text size="sm">
          {t('settlementUi.accountSaved', {
            bank: malaysianBankName(s.refundAccount.bank),
            account: s.refundAccount.accountNumber,
            holder: s.refundAccount.holder,
          })}
        </Text>
      ) : isAdmin && s.status === 'awaiting_transfer' ? (
        <Text size="sm" c="dimmed">
          {t('settlementUi.noAccountYet')}
        </Text>
      ) : null}
      {tenantAccount ? (
        <Stack gap={6}>
          <Title order={3} size="h5">
            {t('settlementUi.bankTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settlementUi.bankIntro')}
          </Text>
          <Select
            label={t('settlementUi.bank')}
            data={MALAYSIAN_BANKS.map((b) => ({ value: b.code, label: b.name }))}
            value={bank}
            onChange={setBank}
            searchable
          />
          <TextInput
            label={t('settlementUi.holder')}
            value={holder}
            onChange={(e) => setHolder(e.currentTarget.value)}
          />
          <TextInput
            label={t('settlementUi.accountNumber')}
            inputMode="numeric"
            value={accountNumber}
            onChange={(e) => setAccountNumber(e.currentTarget.value)}
          />
          <Button
            loading={savingAccount.isLoading}
            onClick={() =>
              void run(() =>
                saveAccount({ id: contractId, bank: (bank ?? '') as never, holder, accountNumber }).unwrap(),
              )
            }
          >
            {t('settlementUi.saveAccount')}
          </Button>
        </Stack>
      ) : null}
      {isAdmin && s.status === 'awaiting_transfer' && s.refundAccount ? (
        <Stack gap={6}>
          <Title order={3} size="h5">
            {t('settlementUi.transferTitle')}
          </Title>
          <NumberInput
            label={t('settlementUi.transferAmount')}
            decimalScale={2}
            min={0}
            value={amount}
            onChange={(v) => setAmount(Number(v) || 0)}
          />
          <TextInput
            label={t('settlementUi.transferReference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <DateField
            label={t('settlementUi.transferDate')}
            value={transferDate}
            onChange={(value) => setTransferDate(value ?? '')}
          />
          <Button
            color="green"
            loading={recording.isLoading}
            onClick={() =>
              void run(() =>
                recordTransfer({ id: contractId, version: s.version, amount, reference, transferDate }).unwrap(),
              )
            }
          >
            {t('settlementUi.recordTransfer')}
          </Button>
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
