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
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { paths } from '@/config/paths';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useGetTransactionPageQuery } from '../api';
import { ReceiptButtons } from '@/features/receipts/components/ReceiptButtons';
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
  col.method,
  { key: 'receipts', header: 'Receipt', render: (t) => <ReceiptButtons transaction={t} /> },
  {
    key: 'pay',
    header: 'Pay',
    render: (t) => <PayCell transaction={t} />,
    align: 'center',
    cardRole: 'primaryAction',
  },
];

/** Payment History (customer): own transactions, newest first, a page at a time, with Pay for payable ones. */
export function PaymentHistoryPage() {
  usePageTitle('Payment History');
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetTransactionPageQuery(
    { page, limit: TABLE_PAGE_SIZE },
    { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  return (
    <>
      <PageHeader title="Payment History" description="Your deposits, rent and other charges." />
      <DataTable
        label="Payment history"
        columns={columns}
        rows={data?.transactions}
        rowOffset={(page - 1) * TABLE_PAGE_SIZE}
        getRowKey={(t) => t._id}
        isLoading={isLoading || (isFetching && !data)}
        loadingText={messages.dashboard.loadingPaymentHistory}
        emptyText={messages.dashboard.noPaymentHistory}
        error={error}
      />
      {data ? (
        <TablePager
          page={page}
          pageSize={TABLE_PAGE_SIZE}
          total={data.total}
          shown={data.transactions.length}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
