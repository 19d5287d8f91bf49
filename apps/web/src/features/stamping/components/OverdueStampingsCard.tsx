/** Admin dashboard, "Needs attention": signed agreements past their 30-day stamping deadline (ADR 0014). */
import { Anchor } from '@mantine/core';
import { fullName, LIST_POLLING_MS, type Stamping } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { t, useT } from '@/lib/i18n';
import { useGetStampingsQuery } from '../api';

const columnsOf = (): DataTableColumn<Stamping>[] => [
  {
    key: 'tenant',
    header: t('stampingUi.overdue.tenant'),
    cardRole: 'title',
    render: (row) => (
      <Anchor component={Link} to={paths.manageContracts()}>
        {fullName(row.tenant)}
      </Anchor>
    ),
  },
  {
    key: 'property',
    header: t('stampingUi.overdue.propertyName'),
    render: (row) =>
      row.roomName
        ? t('transactionsUi.column.propertyWithRoom', { property: row.property.name, room: row.roomName })
        : row.property.name,
  },
  { key: 'signed', header: t('stampingUi.overdue.signed'), render: (row) => <DateText value={row.signedOn} /> },
  {
    key: 'due',
    header: t('stampingUi.overdue.due'),
    cardRole: 'status',
    render: (row) => <DateText value={row.dueDate} />,
  },
];

export function OverdueStampingsCard() {
  useT();
  const { data, error } = useGetStampingsQuery('overdue', {
    pollingInterval: LIST_POLLING_MS,
    refetchOnMountOrArgChange: true,
  });
  if (!error && (data?.length ?? 0) === 0) return null;
  const title = t('stampingUi.overdue.title');
  return (
    <DashboardSection title={title}>
      <DataTable
        label={title}
        columns={columnsOf()}
        rows={data}
        getRowKey={(row) => row.contractId}
        isLoading={false}
        loadingText={t('stampingUi.overdue.loading')}
        emptyText={t('stampingUi.overdue.empty')}
        error={error}
      />
    </DashboardSection>
  );
}
