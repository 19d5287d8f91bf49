import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { IconBuildingEstate, IconFileText, IconUsers } from '@tabler/icons-react';
import {
  LIST_POLLING_MS,
  messages,
  type AdminDashboard as AdminDashboardData,
  type DashboardPayment,
  type DashboardPendingApplication,
} from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { OverdueStampingsCard } from '@/features/stamping/components/OverdueStampingsCard';
import { NeedsAttentionCard } from '@/features/transactions/components/NeedsAttentionCard';
import { useGetAdminDashboardQuery } from '../api';
import { DashboardSection } from './dashboard-section';
import { SummaryCard } from './summary-card';

const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`.trim();
const propertyLabel = (row: { property: { name: string }; roomName: string | null }) =>
  row.roomName ? `${row.property.name} (${row.roomName})` : row.property.name;

const applicationColumns: DataTableColumn<DashboardPendingApplication>[] = [
  { key: 'date', header: 'Date', render: (row) => <DateText value={row.createdAt} withTime /> },
  {
    key: 'customer',
    header: 'Customer Name',
    cardRole: 'title',
    // Each row leads to its record: the property's applications, where it is decided.
    render: (row) => (
      <Anchor component={Link} to={paths.manageApplications(row.property._id)}>
        {fullName(row.customer)}
      </Anchor>
    ),
  },
  { key: 'property', header: 'Property Name', render: propertyLabel },
];

const paymentColumns: DataTableColumn<DashboardPayment>[] = [
  { key: 'date', header: 'Date', render: (row) => <DateText value={row.paymentDate} withTime /> },
  {
    key: 'customer',
    header: 'Customer Name',
    cardRole: 'title',
    // Each payment leads to its property's details, where the property's transactions are listed.
    render: (row) => (
      <Anchor component={Link} to={paths.propertyDetails(row.property._id)}>
        {fullName(row.customer)}
      </Anchor>
    ),
  },
  { key: 'property', header: 'Property Name', render: propertyLabel },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cardRole: 'amount',
    render: (row) => <Money amount={row.amount} />,
  },
  { key: 'type', header: 'Type', render: (row) => row.type },
];

interface AdminDashboardViewProps {
  data: AdminDashboardData | undefined;
  isLoading: boolean;
  error?: unknown;
}

/** Admin dashboard (SPEC §2): three totals, the newest waiting applications and the latest payments. */
export function AdminDashboard() {
  const { data, isLoading, error } = useGetAdminDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    pollingInterval: LIST_POLLING_MS,
  });
  return (
    <Stack gap="lg">
      <OverdueStampingsCard />
      <NeedsAttentionCard />
      <AdminDashboardView data={data} isLoading={isLoading} error={error} />
    </Stack>
  );
}

export function AdminDashboardView({ data, isLoading, error }: AdminDashboardViewProps) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <SummaryCard
          label="Total Users"
          value={data?.totals.users}
          icon={IconUsers}
          color="blue"
          isLoading={isLoading}
        />
        <SummaryCard
          label="Total Properties"
          value={data?.totals.properties}
          icon={IconBuildingEstate}
          color="teal"
          isLoading={isLoading}
        />
        <SummaryCard
          label="Pending Applications"
          value={data?.totals.pendingApplications}
          icon={IconFileText}
          color="yellow"
          isLoading={isLoading}
        />
      </SimpleGrid>
      <DashboardSection title={messages.dashboard.latestPendingApplications}>
        <DataTable
          label={messages.dashboard.latestPendingApplications}
          columns={applicationColumns}
          rows={data?.pendingApplications}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={messages.dashboard.loadingApplications}
          emptyText={messages.dashboard.noPendingApplications}
          error={error}
        />
      </DashboardSection>
      <DashboardSection title={messages.dashboard.latestPayments}>
        <DataTable
          label={messages.dashboard.latestPayments}
          columns={paymentColumns}
          rows={data?.latestPayments}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={messages.dashboard.loadingPayments}
          emptyText={messages.dashboard.noPayments}
          error={error}
        />
      </DashboardSection>
    </Stack>
  );
}
