import { formatDate, formatRM, messages, transactionStatusLabel, type Transaction } from '@sewamudah/shared';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useGetTransactionPageQuery } from '@/features/transactions/api';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { ADMIN_LIST_POLLING } from '../api';

/** Admin: this property's transactions, newest first, a page at a time (page in the URL). */
export function PropertyTransactionsTable({ propertyId, isRoomRental }: { propertyId: string; isRoomRental: boolean }) {
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetTransactionPageQuery(
    { propertyId, page, limit: TABLE_PAGE_SIZE },
    ADMIN_LIST_POLLING,
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  const columns = useMemo<DataTableColumn<Transaction>[]>(
    () => [
      { key: 'index', header: '#', render: (_t, index) => index + 1, width: 40, cardRole: 'hidden' },
      ...(isRoomRental ? [{ key: 'room', header: 'Room', render: (t: Transaction) => t.roomName ?? '-' }] : []),
      {
        key: 'name',
        header: 'Cust. Name',
        cardRole: 'title',
        render: (t) => `${t.user.firstname} ${t.user.lastname}`.trim(),
      },
      { key: 'email', header: 'Cust. Email', priority: 'low', render: (t) => t.user.email },
      { key: 'type', header: 'Type', render: (t) => t.type },
      { key: 'amount', header: 'Amount', cardRole: 'amount', render: (t) => formatRM(t.amount) },
      { key: 'due', header: 'Due Date', render: (t) => formatDate(t.dueDate) },
      {
        key: 'status',
        header: 'Status',
        cardRole: 'status',
        render: (t) => <StatusBadge status={transactionStatusLabel(t)} />,
      },
      { key: 'paid', header: 'Payment Date', priority: 'low', render: (t) => formatDate(t.paymentDate) },
    ],
    [isRoomRental],
  );
  return (
    <>
      <DataTable
        label="Transactions"
        columns={columns}
        rows={data?.transactions}
        rowOffset={(page - 1) * TABLE_PAGE_SIZE}
        getRowKey={(t) => t._id}
        isLoading={isLoading || (isFetching && !data)}
        loadingText="Loading transactions..."
        emptyText={messages.properties.noTransactions}
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
