import { Group, Select } from '@mantine/core';
import {
  LIST_POLLING_MS,
  TRANSACTION_STATUS_FILTERS,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionStatusFilter,
  type TransactionType,
} from '@sewamudah/shared';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchParam } from '@/hooks/use-search-param';
import { t, useT, valueText } from '@/lib/i18n';
import { useGetTransactionPageQuery } from '../api';
import { ExportCsvButton } from '@/features/receipts/components/export-csv-button';
import { TransactionActions } from '../components/transaction-actions';
import { transactionColumns } from '../components/transaction-columns';

const columnsOf = (): DataTableColumn<Transaction>[] => {
  const col = transactionColumns();
  return [
    col.index,
    col.property,
    col.customerName,
    { ...col.customerEmail, priority: 'low' },
    col.type,
    col.amount,
    col.dueDate,
    col.status,
    { ...col.paymentDate, priority: 'low' },
    col.method,
    {
      key: 'actions',
      header: t('transactionsUi.manage.actions'),
      render: (row) => <TransactionActions transaction={row} />,
      align: 'right',
      cardRole: 'primaryAction',
    },
  ];
};

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** Manage Transactions (admin): every transaction, newest first, searched, filtered and paged on the server (all kept in the URL). */
export function ManageTransactionsPage() {
  const tr = useT();
  usePageTitle('Manage Transactions');
  const [params, setParams] = useSearchParams();
  // 'Overdue' is a filter (Pending past its due date), not a status.
  const status: TransactionStatusFilter | undefined = pick(TRANSACTION_STATUS_FILTERS, params.get('status'));
  const type: TransactionType | undefined = pick(TRANSACTION_TYPES, params.get('type'));
  const search = useSearchParam();
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetTransactionPageQuery(
    {
      ...(status ? { status } : {}),
      ...(type ? { type } : {}),
      ...(search.query ? { q: search.query } : {}),
      page,
      limit: TABLE_PAGE_SIZE,
    },
    { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  const offset = (page - 1) * TABLE_PAGE_SIZE;

  /** A new filter starts again at page 1. */
  const setFilter = (key: 'status' | 'type', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={tr('transactionsUi.manage.title')} description={tr('transactionsUi.manage.description')} />
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        <SearchBox
          label={tr('transactionsUi.manage.search')}
          placeholder={tr('transactionsUi.manage.searchPlaceholder')}
          search={search}
        />
        <Select
          label={tr('transactionsUi.manage.status')}
          placeholder={tr('transactionsUi.manage.allStatuses')}
          data={TRANSACTION_STATUS_FILTERS.map((value) => ({ value, label: valueText('status', value) }))}
          value={status ?? null}
          onChange={(v) => setFilter('status', v)}
          clearable
          w={{ base: 'calc(50% - 6px)', xs: 180 }}
        />
        <Select
          label={tr('transactionsUi.manage.type')}
          placeholder={tr('transactionsUi.manage.allTypes')}
          data={TRANSACTION_TYPES.map((value) => ({ value, label: valueText('transactionType', value) }))}
          value={type ?? null}
          onChange={(v) => setFilter('type', v)}
          clearable
          w={{ base: 'calc(50% - 6px)', xs: 180 }}
        />
        <ExportCsvButton
          path="/transactions/export"
          filters={{ status, type, q: search.query }}
          filename="transactions.csv"
          what={tr('transactionsUi.manage.exportWhat')}
        />
      </Group>
      <DataTable
        label={tr('transactionsUi.manage.table')}
        columns={columnsOf()}
        rows={data?.transactions}
        rowOffset={offset}
        getRowKey={(t) => t._id}
        isLoading={isLoading || (isFetching && !data)}
        loadingText={tr('transactionsUi.manage.loading')}
        emptyText={search.query ? tr('lists.noMatches') : tr('transactionsUi.manage.empty')}
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
