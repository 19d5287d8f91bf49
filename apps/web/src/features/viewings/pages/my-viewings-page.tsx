/** My viewings (issue 28 §4): the customer's booked viewings, upcoming first, with move and cancel; and past ones. */
import { Anchor, Paper, SegmentedControl, Stack } from '@mantine/core';
import type { Viewing } from '@sewamudah/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { paths } from '@/config/paths';
import { useClampPage, useLocalPage } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage, useT } from '@/lib/i18n';
import { useGetViewingsQuery } from '../api';
import { slotDay } from '../components/slot-text';
import { ViewingActions } from '../components/viewing-actions';
import { ViewingStatus } from '../components/viewing-status';

type When = 'upcoming' | 'past';

export function MyViewingsPage() {
  usePageTitle('Application History');
  const t = useT();
  const language = useLanguage();
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useLocalPage(when);
  const { data, isLoading, error } = useGetViewingsQuery({ page, limit: TABLE_PAGE_SIZE, when });
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);

  const columns: DataTableColumn<Viewing>[] = [
    {
      key: 'home',
      header: t('viewingsUi.columnHome'),
      cardRole: 'title',
      render: (row) => (
        <Anchor component={Link} to={paths.listingDetail(row.property.id)} size="sm">
          {row.property.name}
        </Anchor>
      ),
    },
    {
      key: 'when',
      header: t('viewingsUi.columnWhen'),
      render: (row) =>
        t('viewingsUi.when', {
          day: slotDay(row.slot.date, language),
          time: row.slot.time,
          minutes: row.slot.durationMinutes,
        }),
    },
    {
      key: 'status',
      header: t('viewingsUi.columnStatus'),
      cardRole: 'status',
      render: (row) => <ViewingStatus viewing={row} />,
    },
    { key: 'address', header: t('viewingsUi.property'), priority: 'low', render: (row) => row.property.address },
    {
      key: 'actions',
      header: t('viewingsUi.columnActions'),
      cardRole: 'primaryAction',
      render: (row) => <ViewingActions viewing={row} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('viewingsUi.myTitle')} description={t('viewingsUi.myDescription')} />
      <Stack gap="sm">
        <SegmentedControl
          value={when}
          onChange={(value) => setWhen(value as When)}
          data={[
            { value: 'upcoming', label: t('viewingsUi.upcoming') },
            { value: 'past', label: t('viewingsUi.past') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <Paper withBorder radius="md">
          <DataTable
            label={t('viewingsUi.myTitle')}
            columns={columns}
            rows={data?.items}
            getRowKey={(row) => row.id}
            isLoading={isLoading}
            emptyText={t(when === 'upcoming' ? 'viewingsUi.emptyUpcoming' : 'viewingsUi.emptyPast')}
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
      </Stack>
    </>
  );
}
