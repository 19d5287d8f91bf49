/** Table columns shared by Payment History and Manage Transactions (headers in the active language). */
import { Text } from '@mantine/core';
import { fullName, transactionStatusLabel, type Transaction } from '@sewamudah/shared';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { RichText, t, valueText } from '@/lib/i18n';
import { chargeDescriptionText, paymentMethodText } from './payment-texts';

type Column = DataTableColumn<Transaction>;

/** The columns, read when a table renders (call inside a component that uses `useT()`, so they follow the language). */
export const transactionColumns = () => ({
  index: { key: 'index', header: '#', render: (_row, i) => i + 1, width: 40, cardRole: 'hidden' } satisfies Column,
  property: {
    key: 'property',
    header: t('transactionsUi.column.propertyName'),
    cardRole: 'title',
    render: (row) =>
      row.roomName
        ? t('transactionsUi.column.propertyWithRoom', { property: row.property.name, room: row.roomName })
        : row.property.name,
  } satisfies Column,
  customerName: {
    key: 'customer',
    header: t('transactionsUi.column.customerName'),
    render: (row) => fullName(row.user),
  } satisfies Column,
  customerEmail: {
    key: 'email',
    header: t('transactionsUi.column.customerEmail'),
    render: (row) => row.user.email,
  } satisfies Column,
  type: {
    key: 'type',
    header: t('transactionsUi.column.type'),
    // What an "Other Fees" charge is for (Stamp duty, Key copy) under its type, as the receipt and statement say it.
    render: (row) =>
      row.description ? (
        <>
          {valueText('transactionType', row.type)}
          <Text size="xs" c="dimmed">
            {chargeDescriptionText(row.description)}
          </Text>
        </>
      ) : (
        valueText('transactionType', row.type)
      ),
  } satisfies Column,
  amount: {
    key: 'amount',
    header: t('transactionsUi.column.amount'),
    render: (row) => <Money amount={row.amount} />,
    align: 'right',
    cardRole: 'amount',
  } satisfies Column,
  dueDate: {
    key: 'dueDate',
    header: t('transactionsUi.column.dueDate'),
    render: (row) => <DateText value={row.dueDate} />,
  } satisfies Column,
  status: {
    key: 'status',
    header: t('transactionsUi.column.status'),
    // A late charge keeps status 'Pending' (SPEC §4); the badge says Overdue from `isOverdue`.
    render: (row) => (
      <>
        <StatusBadge status={transactionStatusLabel(row)} />
        {row.waiver ? (
          <Text size="xs" c="dimmed" maw={220}>
            {t('lateChargesUi.history.waivedReason', { reason: row.waiver.reason })}
          </Text>
        ) : null}
        {row.refundedAmount ? (
          <Text size="xs" c="dimmed">
            <RichText id="transactionsUi.column.refunded" values={{ amount: <Money amount={row.refundedAmount} /> }} />
          </Text>
        ) : null}
      </>
    ),
    width: 110,
    cardRole: 'status',
  } satisfies Column,
  paymentDate: {
    key: 'paymentDate',
    header: t('transactionsUi.column.paymentDate'),
    render: (row) => <DateText value={row.paymentDate} withTime />,
  } satisfies Column,
  /** How it was paid (ADR 0018): 'Visa •••• 4242' or 'FPX (Maybank2u)'. */
  method: {
    key: 'method',
    header: t('transactionsUi.column.method'),
    render: (row) => paymentMethodText(row.paymentMethod) || '-',
    priority: 'low',
  } satisfies Column,
});
