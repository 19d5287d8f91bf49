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
import { useT, type MessageKey, type t as translate } from '@/lib/i18n';
import { useGetNeedsAttentionQuery } from '../refunds-api';

const LIMIT = 10;

const KIND_LABELS: Record<NeedsAttentionItem['kind'], MessageKey> = {
  'unrecorded-payment': 'transactionsUi.attention.unrecordedPayment',
  refund: 'transactionsUi.attention.refund',
  'webhook-delivery': 'transactionsUi.attention.webhookDelivery',
  'deleted-charge-payment': 'transactionsUi.attention.deletedChargePayment',
};

/** Refund and payment statuses in words; a provider status the catalogue does not know is shown as sent. */
const STATUS_WORDS: Record<string, MessageKey> = {
  pending: 'transactionsUi.refund.statusPending',
  succeeded: 'transactionsUi.refund.statusSucceeded',
  failed: 'transactionsUi.refund.statusFailed',
};

const columns = (t: typeof translate): DataTableColumn<NeedsAttentionItem>[] => [
  {
    key: 'kind',
    header: t('transactionsUi.attention.what'),
    cardRole: 'title',
    render: (row) => t(KIND_LABELS[row.kind]),
  },
  {
    key: 'amount',
    header: t('transactionsUi.attention.amount'),
    align: 'right',
    cardRole: 'amount',
    render: (row) => (row.amount === null ? '—' : <Money amount={row.amount} />),
  },
  {
    key: 'status',
    header: t('transactionsUi.attention.status'),
    cardRole: 'status',
    render: (row) => (STATUS_WORDS[row.status] ? t(STATUS_WORDS[row.status]!) : row.status),
  },
  {
    key: 'detail',
    header: t('transactionsUi.attention.detail'),
    priority: 'low',
    // A refund's detail is the admin's reason or the provider's failure; a payment's is ours.
    render: (row) =>
      row.kind === 'unrecorded-payment'
        ? t('transactionsUi.attention.awaitingReconciliation')
        : row.kind === 'deleted-charge-payment'
          ? t('transactionsUi.attention.deletedChargeDetail')
          : (row.detail ?? '—'),
  },
  {
    key: 'attempts',
    header: t('transactionsUi.attention.attempts'),
    priority: 'low',
    render: (row) => String(row.attempts),
  },
  { key: 'reference', header: t('transactionsUi.attention.reference'), priority: 'low', render: (row) => row.id },
  {
    key: 'since',
    header: t('transactionsUi.attention.since'),
    render: (row) => <DateText value={row.createdAt} withTime />,
  },
];

export function NeedsAttentionCard() {
  const [page, setPage] = useState(1);
  const t = useT();
  const title = t('transactionsUi.attention.title');
  const { data, error } = useGetNeedsAttentionQuery(
    { page, limit: LIMIT },
    { pollingInterval: LIST_POLLING_MS, refetchOnMountOrArgChange: true },
  );
  if (!error && (data?.total ?? 0) === 0) return null;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / LIMIT));
  return (
    <DashboardSection title={title}>
      <DataTable
        label={title}
        columns={columns(t)}
        rows={data?.items}
        getRowKey={(row) => `${row.kind}:${row.id}`}
        isLoading={false}
        loadingText={t('transactionsUi.attention.loading')}
        emptyText={t('transactionsUi.attention.empty')}
        error={error}
      />
      {pages > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination total={pages} value={page} onChange={setPage} aria-label={t('transactionsUi.attention.pages')} />
        </Group>
      )}
    </DashboardSection>
  );
}
