/**
 * Admin dashboard, "Needs attention: payments" (ADR 0015): succeeded payments awaiting reconciliation, refunds
 * pending or failed, and webhook deliveries failing. Hidden when there is nothing to look at.
 */
import { Group, Pagination } from '@mantine/core';
import { LIST_POLLING_MS, type NeedsAttentionItem } from '@sewamudah/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { useGetNeedsAttentionQuery } from '../refunds-api';

const TITLE = 'Needs attention: payments';
const LIMIT = 10;

const KIND_LABELS: Record<NeedsAttentionItem['kind'], string> = {
  'unrecorded-payment': 'Payment awaiting reconciliation',
  refund: 'Refund',
  'webhook-delivery': 'Webhook delivery failing',
};

const columns: DataTableColumn<NeedsAttentionItem>[] = [
  { key: 'kind', header: 'What', cardRole: 'title', render: (row) => KIND_LABELS[row.kind] },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cardRole: 'amount',
    render: (row) => (row.amount === null ? '—' : <Money amount={row.amount} />),
  },
  { key: 'status', header: 'Status', cardRole: 'status', render: (row) => row.status },
  { key: 'detail', header: 'Detail', priority: 'low', render: (row) => row.detail ?? '—' },
  { key: 'attempts', header: 'Attempts', priority: 'low', render: (row) => String(row.attempts) },
  { key: 'reference', header: 'Reference', priority: 'low', render: (row) => row.id },
  { key: 'since', header: 'Since', render: (row) => <DateText value={row.createdAt} withTime /> },
];

export function NeedsAttentionCard() {
  const [page, setPage] = useState(1);
  const { data, error } = useGetNeedsAttentionQuery(
    { page, limit: LIMIT },
    { pollingInterval: LIST_POLLING_MS, refetchOnMountOrArgChange: true },
  );
  if (!error && (data?.total ?? 0) === 0) return null;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / LIMIT));
  return (
    <DashboardSection title={TITLE}>
      <DataTable
        label={TITLE}
        columns={columns}
        rows={data?.items}
        getRowKey={(row) => `${row.kind}:${row.id}`}
        isLoading={false}
        loadingText="Loading..."
        emptyText="Nothing needs attention."
        error={error}
      />
      {pages > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Needs attention pages" />
        </Group>
      )}
    </DashboardSection>
  );
}
