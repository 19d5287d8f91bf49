import { Button } from '@mantine/core';
import { formatDate, LIST_POLLING_MS, PAYABLE_TRANSACTION_STATUSES, type Transaction } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { paths } from '@/config/paths';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { t, useT, valueText } from '@/lib/i18n';
import { useGetTransactionPageQuery } from '../api';
import { AutopaySection } from '@/features/payment-mandates/components/autopay-section';
import { ReceiptButtons } from '@/features/receipts/components/receipt-buttons';
import { transactionColumns } from '../components/transaction-columns';

const isPayable = (t: Transaction) => (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(t.status);

function PayCell({ transaction: row }: { transaction: Transaction }) {
  const t = useT();
  if (!isPayable(row)) return null;
  if (row.type === 'Deposit') {
    return (
      <Button component={Link} to={paths.signAndPay(row.contractId)} size="xs" variant="light">
        {t('applications.signAndPay')}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.payment(row.id)}
      size="xs"
      aria-label={t('transactionsUi.history.payAria', {
        type: valueText('transactionType', row.type),
        date: formatDate(row.dueDate),
      })}
    >
      {t('transactionsUi.history.pay')}
    </Button>
  );
}

const columnsOf = (): DataTableColumn<Transaction>[] => {
  const col = transactionColumns();
  return [
    col.index,
    { ...col.property, header: t('transactionsUi.history.property') },
    col.type,
    col.amount,
    col.dueDate,
    col.status,
    col.paymentDate,
    col.method,
    {
      key: 'receipts',
      header: t('transactionsUi.history.receipt'),
      render: (row) => <ReceiptButtons transaction={row} />,
    },
    {
      key: 'pay',
      header: t('transactionsUi.history.pay'),
      render: (row) => <PayCell transaction={row} />,
      align: 'center',
      cardRole: 'primaryAction',
    },
  ];
};

/** Payment History (customer): own transactions, newest first, a page at a time, with Pay for payable ones. */
export function PaymentHistoryPage() {
  const tr = useT();
  usePageTitle('Payment History');
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetTransactionPageQuery(
    { page, limit: TABLE_PAGE_SIZE },
    { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  return (
    <>
      <PageHeader title={tr('transactionsUi.history.title')} description={tr('transactionsUi.history.description')} />
      <AutopaySection />
      <DataTable
        label={tr('transactionsUi.history.table')}
        columns={columnsOf()}
        rows={data?.transactions}
        rowOffset={(page - 1) * TABLE_PAGE_SIZE}
        getRowKey={(t) => t._id}
        isLoading={isLoading || (isFetching && !data)}
        loadingText={tr('dashboard.loadingPaymentHistory')}
        emptyText={tr('dashboard.noPaymentHistory')}
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
