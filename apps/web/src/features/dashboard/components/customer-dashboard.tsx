import { Stack } from '@mantine/core';
import {
  transactionStatusLabel,
  type CustomerDashboard as CustomerDashboardData,
  type DashboardRental,
  type DashboardTransaction,
} from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { ProfileIncompleteNudge } from '@/features/screening/components/profile-incomplete-card';
import { RichText, useT, valueText, type t as Translate } from '@/lib/i18n';
import { useGetCustomerDashboardQuery } from '../api';
import { CurrentRentalCard } from './current-rental-card';
import { DashboardSection } from './dashboard-section';

const rentalColumns = (t: typeof Translate): DataTableColumn<DashboardRental>[] => [
  {
    key: 'property',
    header: t('dashboardPage.property'),
    cardRole: 'title',
    render: (row) =>
      row.roomName
        ? t('dashboardPage.propertyWithRoom', { property: row.property.name, room: row.roomName })
        : row.property.name,
  },
  { key: 'start', header: t('dashboardPage.startDate'), render: (row) => <DateText value={row.startDate} /> },
  { key: 'end', header: t('dashboardPage.endDate'), render: (row) => <DateText value={row.endDate} /> },
  {
    key: 'rent',
    header: t('dashboardPage.rentAmount'),
    align: 'right',
    cardRole: 'amount',
    render: (row) => <Money amount={row.rentAmount} />,
  },
];

const transactionColumns = (t: typeof Translate): DataTableColumn<DashboardTransaction>[] => [
  {
    key: 'date',
    header: t('dashboardPage.paidOrDue'),
    // The date paid, or for a charge not paid yet its due date: each labelled, never the creation date.
    render: (row) =>
      row.paymentDate ? (
        <span>
          <RichText id="dashboardPage.paidOn" values={{ date: <DateText value={row.paymentDate} /> }} />
        </span>
      ) : (
        <span>
          <RichText id="dashboardPage.dueOn" values={{ date: <DateText value={row.dueDate} /> }} />
        </span>
      ),
  },
  {
    key: 'amount',
    header: t('dashboardPage.amount'),
    align: 'right',
    cardRole: 'amount',
    render: (row) => <Money amount={row.amount} />,
  },
  {
    key: 'type',
    header: t('dashboardPage.type'),
    cardRole: 'title',
    render: (row) => valueText('transactionType', row.type),
  },
  {
    key: 'status',
    header: t('dashboardPage.status'),
    cardRole: 'status',
    render: (row) => <StatusBadge status={transactionStatusLabel(row)} />,
  },
];

interface CustomerDashboardViewProps {
  data: CustomerDashboardData | undefined;
  isLoading: boolean;
  error?: unknown;
}

/**
 * Customer dashboard (SPEC §2): current rental, the latest rentals and the latest payments; above them, an
 * application sent without a tenant profile asks for it (issue 27 §2).
 */
export function CustomerDashboard() {
  const { data, isLoading, error } = useGetCustomerDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="lg">
      <ProfileIncompleteNudge />
      <CustomerDashboardView data={data} isLoading={isLoading} error={error} />
    </Stack>
  );
}

export function CustomerDashboardView({ data, isLoading, error }: CustomerDashboardViewProps) {
  const t = useT();
  return (
    <Stack gap="lg">
      <CurrentRentalCard rental={data?.currentRental} isLoading={isLoading} error={error} />
      <DashboardSection title={t('dashboard.recentRentals')}>
        <DataTable
          label={t('dashboard.recentRentals')}
          columns={rentalColumns(t)}
          rows={data?.recentRentals}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={t('dashboard.loadingRentalHistory')}
          emptyText={t('dashboard.noRentalHistory')}
          error={error}
        />
      </DashboardSection>
      <DashboardSection title={t('dashboard.recentPayments')}>
        <DataTable
          label={t('dashboard.recentPayments')}
          columns={transactionColumns(t)}
          rows={data?.recentTransactions}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={t('dashboard.loadingPaymentHistory')}
          emptyText={t('dashboard.noPaymentHistory')}
          error={error}
        />
      </DashboardSection>
    </Stack>
  );
}
