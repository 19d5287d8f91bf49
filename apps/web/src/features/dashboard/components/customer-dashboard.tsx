import { Stack } from '@mantine/core';
import {
  messages,
  transactionStatusLabel,
  type CustomerDashboard as CustomerDashboardData,
  type DashboardRental,
  type DashboardTransaction,
} from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { useGetCustomerDashboardQuery } from '../api';
import { CurrentRentalCard } from './current-rental-card';
import { DashboardSection } from './dashboard-section';

const rentalColumns: DataTableColumn<DashboardRental>[] = [
  {
    key: 'property',
    header: 'Property',
    cardRole: 'title',
    render: (row) => (row.roomName ? `${row.property.name} (${row.roomName})` : row.property.name),
  },
  { key: 'start', header: 'Start Date', render: (row) => <DateText value={row.startDate} /> },
  { key: 'end', header: 'End Date', render: (row) => <DateText value={row.endDate} /> },
  {
    key: 'rent',
    header: 'Rent Amount',
    align: 'right',
    cardRole: 'amount',
    render: (row) => <Money amount={row.rentAmount} />,
  },
];

const transactionColumns: DataTableColumn<DashboardTransaction>[] = [
  {
    key: 'date',
    header: 'Paid / Due',
    // The date paid, or for a charge not paid yet its due date: each labelled, never the creation date.
    render: (row) =>
      row.paymentDate ? (
        <span>
          Paid <DateText value={row.paymentDate} />
        </span>
      ) : (
        <span>
          Due <DateText value={row.dueDate} />
        </span>
      ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cardRole: 'amount',
    render: (row) => <Money amount={row.amount} />,
  },
  { key: 'type', header: 'Type', cardRole: 'title', render: (row) => row.type },
  {
    key: 'status',
    header: 'Status',
    cardRole: 'status',
    render: (row) => <StatusBadge status={transactionStatusLabel(row)} />,
  },
];

interface CustomerDashboardViewProps {
  data: CustomerDashboardData | undefined;
  isLoading: boolean;
  error?: unknown;
}

/** Customer dashboard (SPEC §2): current rental, the latest rentals and the latest payments. */
export function CustomerDashboard() {
  const { data, isLoading, error } = useGetCustomerDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return <CustomerDashboardView data={data} isLoading={isLoading} error={error} />;
}

export function CustomerDashboardView({ data, isLoading, error }: CustomerDashboardViewProps) {
  return (
    <Stack gap="lg">
      <CurrentRentalCard rental={data?.currentRental} isLoading={isLoading} error={error} />
      <DashboardSection title={messages.dashboard.recentRentals}>
        <DataTable
          label={messages.dashboard.recentRentals}
          columns={rentalColumns}
          rows={data?.recentRentals}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={messages.dashboard.loadingRentalHistory}
          emptyText={messages.dashboard.noRentalHistory}
          error={error}
        />
      </DashboardSection>
      <DashboardSection title={messages.dashboard.recentPayments}>
        <DataTable
          label={messages.dashboard.recentPayments}
          columns={transactionColumns}
          rows={data?.recentTransactions}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={messages.dashboard.loadingPaymentHistory}
          emptyText={messages.dashboard.noPaymentHistory}
          error={error}
        />
      </DashboardSection>
    </Stack>
  );
}
