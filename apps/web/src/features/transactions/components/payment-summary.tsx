import { Divider, Group, Stack, Text } from '@mantine/core';
import { transactionStatusLabel, type Transaction } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { useT, valueText } from '@/lib/i18n';
import { chargeDescriptionText } from './payment-texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

/**
 * What is being paid: property, room, type, due date, status and the amount. One payment of several charges (Sign
 * & Pay's deposit and stamp duty, ADR 0034) lists each in `lines` above its `amount`, the total.
 */
export function PaymentSummary({
  transaction,
  amountLabel,
  lines,
  amount,
}: {
  transaction: Transaction;
  /** Default: "Amount". */
  amountLabel?: string;
  lines?: { label: string; amount: number }[];
  /** Default: the transaction's amount. */
  amount?: number;
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Row label={t('pay.summary.property')}>{transaction.property.name}</Row>
      {transaction.roomName ? <Row label={t('pay.summary.room')}>{transaction.roomName}</Row> : null}
      <Row label={t('pay.summary.type')}>{valueText('transactionType', transaction.type)}</Row>
      {transaction.description ? (
        <Row label={t('pay.summary.description')}>{chargeDescriptionText(transaction.description)}</Row>
      ) : null}
      <Row label={t('pay.summary.dueDate')}>
        <DateText value={transaction.dueDate} />
      </Row>
      <Row label={t('pay.summary.status')}>
        <StatusBadge status={transactionStatusLabel(transaction)} />
      </Row>
      <Divider my={4} />
      {lines?.map((line) => (
        <Row key={line.label} label={line.label}>
          <Money amount={line.amount} />
        </Row>
      ))}
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{amountLabel ?? t('pay.summary.amount')}</Text>
        <Text fw={700} fz="xl" data-testid="amount-payable">
          <Money amount={amount ?? transaction.amount} />
        </Text>
      </Group>
    </Stack>
  );
}
