/** Table columns shared by Payment History and Manage Transactions. */
import { Text } from '@mantine/core';
import { describePaymentMethod, transactionStatusLabel, type Transaction } from '@sewamudah/shared';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';

type Column = DataTableColumn<Transaction>;

export const col = {
  index: { key: 'index', header: '#', render: (_row, i) => i + 1, width: 40, cardRole: 'hidden' } satisfies Column,
  property: {
    key: 'property',
    header: 'Property Name',
    cardRole: 'title',
    render: (t) => (t.roomName ? `${t.property.name} (${t.roomName})` : t.property.name),
  } satisfies Column,
  customerName: {
    key: 'customer',
    header: 'Cust. Name',
    render: (t) => `${t.user.firstname} ${t.user.lastname}`.trim(),
  } satisfies Column,
  customerEmail: {
    key: 'email',
    header: 'Cust. Email',
    render: (t) => t.user.email,
  } satisfies Column,
  type: { key: 'type', header: 'Type', render: (t) => t.type } satisfies Column,
  amount: {
    key: 'amount',
    header: 'Amount',
    render: (t) => <Money amount={t.amount} />,
    align: 'right',
    cardRole: 'amount',
  } satisfies Column,
  dueDate: { key: 'dueDate', header: 'Due Date', render: (t) => <DateText value={t.dueDate} /> } satisfies Column,
  status: {
    key: 'status',
    header: 'Status',
    // A late charge keeps status 'Pending' (SPEC §4); the badge says Overdue from `isOverdue`.
    render: (t) => (
      <>
        <StatusBadge status={transactionStatusLabel(t)} />
        {t.refundedAmount ? (
          <Text size="xs" c="dimmed">
            Refunded <Money amount={t.refundedAmount} />
          </Text>
        ) : null}
      </>
    ),
    width: 110,
    cardRole: 'status',
  } satisfies Column,
  paymentDate: {
    key: 'paymentDate',
    header: 'Payment Date',
    render: (t) => <DateText value={t.paymentDate} withTime />,
  } satisfies Column,
  /** How it was paid (ADR 0018): 'Visa •••• 4242' or 'FPX (Maybank2u)'. */
  method: {
    key: 'method',
    header: 'Method',
    render: (t) => describePaymentMethod(t.paymentMethod) || '-',
    priority: 'low',
  } satisfies Column,
};
