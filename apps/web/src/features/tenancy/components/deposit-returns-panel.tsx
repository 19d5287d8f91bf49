/**
 * Admin dashboard (issue 25 §4): every deposit return that is due, soonest first, with its countdown; an overdue
 * one is flagged; a refund by bank transfer says whether it waits for the tenant's account or for the transfer. Each
 * row opens the tenancy's settlement.
 */
import { Anchor, Text } from '@mantine/core';
import { formatRM, type DepositReturnDue } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { t, type MessageKey } from '@/lib/i18n';
import { useGetDepositReturnsQuery } from '../api';

/** A refund by bank transfer: waiting for the tenant's account, or for the admin's transfer. */
const refundStepText = (step: NonNullable<DepositReturnDue['refundStep']>) =>
  step === 'awaiting_account' ? t('settlementUi.returnAwaitingAccount') : t('settlementUi.returnTransferDue');

const columns = (): DataTableColumn<DepositReturnDue>[] => [
  {
    key: 'tenant',
    header: t('tenancy.returns.tenant'),
    cardRole: 'title',
    render: (row) => (
      <Anchor component={Link} to={paths.tenancy(row.contractId)} size="sm">
        {row.tenantName}
      </Anchor>
    ),
  },
  {
    key: 'place',
    header: t('tenancy.returns.place'),
    render: (row) => (row.roomName ? `${row.propertyName} · ${row.roomName}` : row.propertyName),
  },
  {
    key: 'deposit',
    header: t('tenancy.settlement.deposit'),
    cardRole: 'amount',
    render: (row) => formatRM(row.deposit),
  },
  { key: 'due', header: t('tenancy.returns.due'), render: (row) => <DateText value={row.dueDate} /> },
  {
    key: 'left',
    header: t('tenancy.returns.left'),
    cardRole: 'status',
    render: (row) => (
      <Text size="sm" c={row.overdue ? 'red' : undefined} fw={row.overdue ? 700 : undefined}>
        {row.overdue
          ? t('tenancy.settlement.overdue', { days: -row.daysLeft })
          : t('tenancy.settlement.daysLeft', { days: row.daysLeft })}
      </Text>
    ),
  },
  {
    key: 'status',
    header: t('tenancy.returns.status'),
    // Always shown: whether a refund by transfer waits for the tenant's account or for the admin's transfer.
    render: (row) =>
      row.refundStep ? (
        <Text size="sm" fw={600} c={row.refundStep === 'transfer_due' ? 'orange.8' : undefined}>
          {refundStepText(row.refundStep)}
        </Text>
      ) : (
        t(`tenancy.settlement.status.${row.status}` as MessageKey)
      ),
  },
];

export function DepositReturnsPanel() {
  const { data, isFetching, error } = useGetDepositReturnsQuery();
  return (
    <DashboardSection title={t('tenancy.returns.title')}>
      <DataTable
        label={t('tenancy.returns.title')}
        columns={columns()}
        rows={data}
        getRowKey={(row) => row.contractId}
        isLoading={isFetching && !data}
        error={error}
        emptyText={t('tenancy.returns.none')}
      />
    </DashboardSection>
  );
}
