import { Group, Select } from '@mantine/core';
import {
  LIST_POLLING_MS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionMessages as m,
  type Transaction,
  type TransactionStatus,
  type TransactionType,
} from '@sewamudah/shared';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useGetTransactionsQuery } from '../api';
import { TransactionActions } from '../components/TransactionActions';
import { col } from '../components/transaction-columns';

const columns: DataTableColumn<Transaction>[] = [
  col.index,
  col.property,
  col.customerName,
  col.customerEmail,
  col.type,
  col.amount,
  col.dueDate,
  col.status,
  col.paymentDate,
  {
    key: 'actions',
    header: 'Actions',
    render: (t) => <TransactionActions transaction={t} />,
    align: 'right',
  },
];

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** Manage Transactions (admin): every transaction, filtered by status and type (kept in the URL). */
export function ManageTransactionsPage() {
  usePageTitle('Manage Transactions');
  const [params, setParams] = useSearchParams();
  const status: TransactionStatus | undefined = pick(TRANSACTION_STATUSES, params.get('status'));
  const type: TransactionType | undefined = pick(TRANSACTION_TYPES, params.get('type'));
  const { data, isLoading, isFetching, error } = useGetTransactionsQuery(
    { ...(status ? { status } : {}), ...(type ? { type } : {}) },
    { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );

  const setFilter = (key: 'status' | 'type', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title="Manage Transactions" description="Deposits, rent and other charges of every tenant." />
      <Group mb="md" gap="sm" wrap="wrap">
        <Select
          label="Status"
          placeholder="All statuses"
          data={[...TRANSACTION_STATUSES]}
          value={status ?? null}
          onChange={(v) => setFilter('status', v)}
          clearable
          w={180}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={[...TRANSACTION_TYPES]}
          value={type ?? null}
          onChange={(v) => setFilter('type', v)}
          clearable
          w={180}
        />
      </Group>
      <DataTable
        label="Transactions"
        columns={columns}
        rows={data}
        getRowKey={(t) => t._id}
        isLoading={isLoading || (isFetching && !data)}
        loadingText="Loading transactions..."
        emptyText={m.noTransactions}
        error={error}
        minWidth={1100}
      />
    </>
  );
}
