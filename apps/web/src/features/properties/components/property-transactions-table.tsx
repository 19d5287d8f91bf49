import { formatDate, formatRM, transactionStatusLabel, type Transaction } from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useGetTransactionPageQuery } from '@/features/transactions/api';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { useT, valueText } from '@/lib/i18n';
import { ADMIN_LIST_POLLING } from '../api';

/** Admin: this property's transactions, newest first, a page at a time (page in the URL). */
export function PropertyTransactionsTable({ propertyId, isRoomRental }: { propertyId: string; isRoomRental: boolean }) {
  const t = useT();
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetTransactionPageQuery(
    { propertyId, page, limit: TABLE_PAGE_SIZE },
    ADMIN_LIST_POLLING,
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  // Rebuilt on each render: the headers follow the active language.
  const columns: DataTableColumn<Transaction>[] = [
    { key: 'index', header: '#', render: (_tx, index) => index + 1, width: 40, cardRole: 'hidden' },
    ...(isRoomRental
      ? [
          {
            key: 'room',
            header: t('adminProperties.transactions.room'),
            render: (tx: Transaction) => tx.roomName ?? '-',
          },
        ]
      : []),
    {
      key: 'name',
      header: t('adminProperties.transactions.customerName'),
      cardRole: 'title',
      render: (tx) => `${tx.user.firstname} ${tx.user.lastname}`.trim(),
    },
    {
      key: 'email',
      header: t('adminProperties.transactions.customerEmail'),
      priority: 'low',
      render: (tx) => tx.user.email,
    },
    {
      key: 'type',
      header: t('adminProperties.transactions.type'),
      render: (tx) => valueText('transactionType', tx.type),
    },
    {
      key: 'amount',
      header: t('adminProperties.transactions.amount'),
      cardRole: 'amount',
      render: (tx) => formatRM(tx.amount),
    },
    { key: 'due', header: t('adminProperties.transactions.dueDate'), render: (tx) => formatDate(tx.dueDate) },
    {
      key: 'status',
      header: t('adminProperties.transactions.status'),
      cardRole: 'status',
      render: (tx) => <StatusBadge status={transactionStatusLabel(tx)} />,
    },
    {
      key: 'paid',
      header: t('adminProperties.transactions.paymentDate'),
      priority: 'low',
      render: (tx) => formatDate(tx.paymentDate),
    },
  ];
  return (
    <>
      <DataTable
        label={t('adminProperties.transactions.label')}
        columns={columns}
        rows={data?.transactions}
        rowOffset={(page - 1) * TABLE_PAGE_SIZE}
        getRowKey={(t) => t._id}
        isLoading={isLoading || (isFetching && !data)}
        loadingText={t('adminProperties.transactions.loading')}
        emptyText={t('properties.noTransactions')}
        error={error}
      />
      {data ? (
        <TablePager
          page={page}
          pageSize={TABLE_PAGE_SIZE}
          total={data.total}
          estimated={data.estimated}
          shown={data.transactions.length}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
