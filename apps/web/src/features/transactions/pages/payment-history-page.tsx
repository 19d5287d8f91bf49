import { Button } from '@mantine/core';
import {
  formatDate,
  LIST_POLLING_MS,
  messages,
  PAYABLE_TRANSACTION_STATUSES,
  type Transaction,
} from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useGetTransactionsQuery } from '../api';
import { col } from '../components/transaction-columns';

const isPayable = (t: Transaction) => (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(t.status);

function PayCell({ transaction: t }: { transaction: Transaction }) {
  if (!isPayable(t)) return null;
  if (t.type === 'Deposit') {
    return (
      <Button component={Link} to={paths.signAndPay(t.contractId)} size="xs" variant="light">
        {messages.applications.signAndPay}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.payment(t.id)}
      size="xs"
      aria-label={`Pay ${t.type} due ${formatDate(t.dueDate)}`}
    >
      Pay
    </Button>
  );
}

const columns: DataTableColumn<Transaction>[] = [
  col.index,
  { ...col.property, header: 'Property' },
  col.type,
  col.amount,
  col.dueDate,
  col.status,
  col.paymentDate,
  {
    key: 'pay',
    header: 'Pay',
    render: (t) => <PayCell transaction={t} />,
    align: 'center',
    cardRole: 'primaryAction',
  },
];

/** Payment History (customer): own transactions, newest first, with a Pay button for payable ones. */
export function PaymentHistoryPage() {
  usePageTitle('Payment History');
  const { data, isLoading, error } = useGetTransactionsQuery(undefined, {
    pollingInterval: LIST_POLLING_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <PageHeader title="Payment History" description="Your deposits, rent and other charges." />
      <DataTable
        label="Payment history"
        columns={columns}
        rows={data}
        getRowKey={(t) => t._id}
        isLoading={isLoading}
        loadingText={messages.dashboard.loadingPaymentHistory}
        emptyText={messages.dashboard.noPaymentHistory}
        error={error}
      />
    </>
  );
}
