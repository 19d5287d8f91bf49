/** Admin dashboard, "Needs attention": signed agreements past their 30-day stamping deadline (ADR 0014). */
import { Anchor } from '@mantine/core';
import { LIST_POLLING_MS, type Stamping } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { useGetStampingsQuery } from '../api';

const TITLE = 'Needs attention: overdue stamping';

const columns: DataTableColumn<Stamping>[] = [
  {
    key: 'tenant',
    header: 'Tenant',
    cardRole: 'title',
    render: (row) => (
      <Anchor component={Link} to={paths.manageContracts()}>
        {`${row.tenant.firstname} ${row.tenant.lastname}`.trim()}
      </Anchor>
    ),
  },
  {
    key: 'property',
    header: 'Property Name',
    render: (row) => (row.roomName ? `${row.property.name} (${row.roomName})` : row.property.name),
  },
  { key: 'signed', header: 'Signed', render: (row) => <DateText value={row.signedOn} /> },
  { key: 'due', header: 'Stamping due', cardRole: 'status', render: (row) => <DateText value={row.dueDate} /> },
];

export function OverdueStampingsCard() {
  const { data, error } = useGetStampingsQuery('overdue', {
    pollingInterval: LIST_POLLING_MS,
    refetchOnMountOrArgChange: true,
  });
  if (!error && (data?.length ?? 0) === 0) return null;
  return (
    <DashboardSection title={TITLE}>
      <DataTable
        label={TITLE}
        columns={columns}
        rows={data}
        getRowKey={(row) => row.contractId}
        isLoading={false}
        loadingText="Loading stampings..."
        emptyText="No overdue stamping."
        error={error}
      />
    </DashboardSection>
  );
}
