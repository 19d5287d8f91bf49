/**
 * Admin dashboard, occupancy (issue 24 §2): units occupied today, and per property the vacant days of this month so
 * far. One page of properties at a time (by name), like every other list.
 */
import { Group, Text } from '@mantine/core';
import { formatDate, type OccupancyProperty } from '@sewamudah/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { t } from '@/lib/i18n';
import { useGetOccupancyQuery } from '../api';
import { DashboardSection } from './dashboard-section';

const PAGE_SIZE = 10;

const columns = (): DataTableColumn<OccupancyProperty>[] => [
  { key: 'property', header: t('occupancyUi.property'), cardRole: 'title', render: (row) => row.name },
  { key: 'units', header: t('occupancyUi.units'), align: 'right', render: (row) => row.units },
  {
    key: 'occupied',
    header: t('occupancyUi.occupied'),
    align: 'right',
    cardRole: 'status',
    render: (row) => t('occupancyUi.occupiedOf', { occupied: row.occupied, units: row.units }),
  },
  {
    key: 'vacant',
    header: t('occupancyUi.vacantDays'),
    align: 'right',
    cardRole: 'amount',
    render: (row) => t('occupancyUi.vacantDaysValue', { days: row.vacantDays }),
  },
];

export function OccupancyPanel() {
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useGetOccupancyQuery({ page, limit: PAGE_SIZE });
  return (
    <DashboardSection title={t('occupancyUi.title')}>
      {data ? (
        <Group justify="space-between" mb="xs" gap="xs" wrap="wrap">
          <Text fw={600}>
            {t('occupancyUi.occupiedToday')}:{' '}
            {t('occupancyUi.occupiedValue', {
              occupied: data.occupied,
              units: data.units,
              percent: data.occupancyPercent,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('occupancyUi.period', { from: formatDate(data.from), to: formatDate(data.to) })}
          </Text>
        </Group>
      ) : null}
      <DataTable
        label={t('occupancyUi.title')}
        columns={columns()}
        rows={data?.properties}
        getRowKey={(row) => row.id}
        isLoading={isFetching && !data}
        loadingText={t('occupancyUi.title')}
        emptyText={t('occupancyUi.empty')}
        error={error}
      />
      {data ? (
        <TablePager
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          estimated={data.estimated}
          shown={data.properties.length}
          onChange={setPage}
        />
      ) : null}
    </DashboardSection>
  );
}
