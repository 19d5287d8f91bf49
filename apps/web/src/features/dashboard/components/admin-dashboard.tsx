import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { IconBuildingEstate, IconFileText, IconUsers } from '@tabler/icons-react';
import {
  LIST_POLLING_MS,
  type AdminDashboard as AdminDashboardData,
  type DashboardPayment,
  type DashboardPendingApplication,
} from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { OverdueStampingsCard } from '@/features/stamping/components/overdue-stampings-card';
import { NeedsAttentionCard } from '@/features/transactions/components/needs-attention-card';
import { DepositReturnsPanel } from '@/features/tenancy/components/deposit-returns-panel';
import { t, useT, valueText } from '@/lib/i18n';
import { useGetAdminDashboardQuery } from '../api';
import { CollectionPanel } from './collection-panel';
import { DashboardSection } from './dashboard-section';
import { OccupancyPanel } from './occupancy-panel';
import { SummaryCard } from './summary-card';

const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`.trim();
const propertyLabel = (row: { property: { name: string }; roomName: string | null }) =>
  row.roomName
    ? t('adminDashboard.propertyWithRoom', { property: row.property.name, room: row.roomName })
    : row.property.name;

// Built at render time: the headers follow the active language.
const applicationColumns = (): DataTableColumn<DashboardPendingApplication>[] => [
  { key: 'date', header: t('adminDashboard.date'), render: (row) => <DateText value={row.createdAt} withTime /> },
  {
    key: 'customer',
    header: t('adminDashboard.customerName'),
    cardRole: 'title',
    // Each row leads to its record: the property's applications, where it is decided.
    render: (row) => (
      <Anchor component={Link} to={paths.manageApplications(row.property._id)}>
        {fullName(row.customer)}
      </Anchor>
    ),
  },
  { key: 'property', header: t('adminDashboard.propertyName'), render: propertyLabel },
];

const paymentColumns = (): DataTableColumn<DashboardPayment>[] => [
  { key: 'date', header: t('adminDashboard.date'), render: (row) => <DateText value={row.paymentDate} withTime /> },
  {
    key: 'customer',
    header: t('adminDashboard.customerName'),
    cardRole: 'title',
    // Each payment leads to its property's details, where the property's transactions are listed.
    render: (row) => (
      <Anchor component={Link} to={paths.propertyDetails(row.property._id)}>
        {fullName(row.customer)}
      </Anchor>
    ),
  },
  { key: 'property', header: t('adminDashboard.propertyName'), render: propertyLabel },
  {
    key: 'amount',
    header: t('adminDashboard.amount'),
    align: 'right',
    cardRole: 'amount',
    render: (row) => <Money amount={row.amount} />,
  },
  { key: 'type', header: t('adminDashboard.type'), render: (row) => valueText('transactionType', row.type) },
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
      <OccupancyPanel />
      <DepositReturnsPanel />
    </Stack>
  );
}

export function AdminDashboardView({ data, isLoading, error }: AdminDashboardViewProps) {
  useT(); // re-renders on a change of language: the columns and labels read `t`
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <SummaryCard
          label={t('adminDashboard.totalUsers')}
          value={data?.totals.users}
          icon={IconUsers}
          color="blue"
          isLoading={isLoading}
        />
        <SummaryCard
          label={t('adminDashboard.totalProperties')}
          value={data?.totals.properties}
          icon={IconBuildingEstate}
          color="teal"
          isLoading={isLoading}
        />
        <SummaryCard
          label={t('adminDashboard.pendingApplications')}
          value={data?.totals.pendingApplications}
          icon={IconFileText}
          color="yellow"
          isLoading={isLoading}
        />
      </SimpleGrid>
      <CollectionPanel collection={data?.collection} overdue={data?.overdue} isLoading={isLoading} error={error} />
      <DashboardSection title={t('dashboard.latestPendingApplications')}>
        <DataTable
          label={t('dashboard.latestPendingApplications')}
          columns={applicationColumns()}
          rows={data?.pendingApplications}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={t('dashboard.loadingApplications')}
          emptyText={t('dashboard.noPendingApplications')}
          error={error}
        />
      </DashboardSection>
      <DashboardSection title={t('dashboard.latestPayments')}>
        <DataTable
          label={t('dashboard.latestPayments')}
          columns={paymentColumns()}
          rows={data?.latestPayments}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={t('dashboard.loadingPayments')}
          emptyText={t('dashboard.noPayments')}
          error={error}
        />
      </DashboardSection>
    </Stack>
  );
}
