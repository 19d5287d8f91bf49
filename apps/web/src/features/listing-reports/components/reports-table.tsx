/** The admins' queue of listing reports (issue 28 §6): one page at a time, open first; resolve or dismiss each. */
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { formatDate, type ListingReport, type ListingReportStatus } from '@sewamudah/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { StatusBadge } from '@/components/ui/status-badge';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { paths } from '@/config/paths';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { useT } from '@/lib/i18n';
import { useGetListingReportsQuery } from '../api';
import { DecideReportDialog, type ReportDecision } from './decide-report-dialog';
import { reasonKey, STATUS_BADGE, statusKey } from './report-texts';

export function ReportsTable({ status }: { status: ListingReportStatus | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const [deciding, setDeciding] = useState<{ report: ListingReport; action: ReportDecision } | null>(null);
  const { data, isLoading, error } = useGetListingReportsQuery({
    page,
    limit: TABLE_PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  const title = t('listingReportsUi.title');

  const columns: DataTableColumn<ListingReport>[] = [
    {
      key: 'listing',
      header: t('listingReportsUi.columnListing'),
      cardRole: 'title',
      render: (row) => (
        <Anchor component={Link} to={paths.listingDetail(row.property.id)} size="sm">
          {row.property.name}
        </Anchor>
      ),
    },
    { key: 'reason', header: t('listingReportsUi.columnReason'), render: (row) => t(reasonKey(row.reason)) },
    {
      key: 'status',
      header: t('listingReportsUi.columnStatus'),
      cardRole: 'status',
      render: (row) => <StatusBadge status={STATUS_BADGE[row.status]} label={t(statusKey(row.status))} />,
    },
    {
      key: 'note',
      header: t('listingReportsUi.columnNote'),
      priority: 'low',
      render: (row) => (
        <Stack gap={2}>
          {row.note ? <Text size="sm">{row.note}</Text> : null}
          {row.adminNote ? (
            <Text size="sm" c="dimmed">
              {t('listingReportsUi.adminNote', { note: row.adminNote })}
            </Text>
          ) : null}
          {!row.note && !row.adminNote ? '-' : null}
        </Stack>
      ),
    },
    {
      key: 'reporter',
      header: t('listingReportsUi.columnReporter'),
      priority: 'low',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.reporter.name}</Text>
          <Text size="xs" c="dimmed">
            {row.reporter.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reported',
      header: t('listingReportsUi.columnReported'),
      render: (row) => (
        <Stack gap={0}>
          <DateText value={row.createdAt} />
          {row.decidedAt ? (
            <Text size="xs" c="dimmed">
              {t(statusKey(row.status))}:{' '}
              {t('listingReportsUi.decidedBy', {
                name: row.decidedBy?.name ?? '-',
                date: formatDate(row.decidedAt),
              })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('listingReportsUi.columnActions'),
      cardRole: 'primaryAction',
      render: (row) => (
        <RowActionsMenu
          label={t('listingReportsUi.actionsFor', { place: row.property.name })}
          actions={[
            {
              label: t('listingReportsUi.viewListing'),
              icon: <IconExternalLink size={16} aria-hidden />,
              onClick: () => void navigate(paths.listingDetail(row.property.id)),
            },
            row.status === 'open' && {
              label: t('listingReportsUi.resolve'),
              icon: <IconCheck size={16} aria-hidden />,
              onClick: () => setDeciding({ report: row, action: 'resolve' }),
            },
            row.status === 'open' && {
              label: t('listingReportsUi.dismiss'),
              icon: <IconX size={16} aria-hidden />,
              onClick: () => setDeciding({ report: row, action: 'dismiss' }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <DataTable
          label={title}
          columns={columns}
          rows={data?.items}
          getRowKey={(row) => row.id}
          isLoading={isLoading}
          emptyText={t(status === 'open' ? 'listingReportsUi.emptyOpen' : 'listingReportsUi.empty')}
          error={error}
        />
      </Paper>
      {data ? (
        <TablePager
          page={page}
          pageSize={TABLE_PAGE_SIZE}
          total={data.total}
          estimated={data.estimated}
          shown={data.items.length}
          onChange={setPage}
        />
      ) : null}
      {deciding ? (
        <DecideReportDialog report={deciding.report} action={deciding.action} onClose={() => setDeciding(null)} />
      ) : null}
    </Stack>
  );
}
