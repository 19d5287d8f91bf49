/**
 * Admin dashboard, rent collection (issue 24 §2): collected this month, outstanding, arrears by age, and the overdue
 * charges with their days overdue and last reminder; "Send reminder now" at most once a day per charge.
 */
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { DashboardCollection, DashboardOverdueCharge } from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { t } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useRemindOverdueChargeMutation } from '../api';
import { DashboardSection } from './dashboard-section';

const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`.trim();

function Figure({ label, amount, isLoading }: { label: string; amount: number | undefined; isLoading: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {isLoading || amount === undefined ? (
        <Skeleton h={28} w={90} mt={4} />
      ) : (
        <Text fz={22} fw={700} lh={1.3}>
          <Money amount={amount} />
        </Text>
      )}
    </Paper>
  );
}

function RemindButton({ row }: { row: DashboardOverdueCharge }) {
  const [remind, { isLoading }] = useRemindOverdueChargeMutation();
  const onClick = async () => {
    try {
      await remind(row.id).unwrap();
      notifySuccess(t('collectionUi.reminderSent', { name: fullName(row.customer) }));
    } catch (error) {
      notifyError(getErrorMessage(error, t('collectionUi.sendReminder')));
    }
  };
  return (
    <Button size="xs" variant="light" onClick={onClick} loading={isLoading} disabled={!row.canRemindNow}>
      {t('collectionUi.sendReminder')}
    </Button>
  );
}

const overdueColumns = (): DataTableColumn<DashboardOverdueCharge>[] => [
  { key: 'tenant', header: t('collectionUi.tenant'), cardRole: 'title', render: (row) => fullName(row.customer) },
  {
    key: 'charge',
    header: t('collectionUi.charge'),
    render: (row) =>
      row.roomName
        ? t('adminDashboard.propertyWithRoom', { property: row.property.name, room: row.roomName })
        : row.property.name,
  },
  {
    key: 'amount',
    header: t('collectionUi.amount'),
    align: 'right',
    cardRole: 'amount',
    render: (row) => <Money amount={row.amount} />,
  },
  { key: 'due', header: t('collectionUi.dueDate'), priority: 'low', render: (row) => <DateText value={row.dueDate} /> },
  {
    key: 'days',
    header: t('collectionUi.daysOverdue'),
    cardRole: 'status',
    render: (row) => t('collectionUi.daysOverdueValue', { days: row.daysOverdue }),
  },
  {
    key: 'last',
    header: t('collectionUi.lastReminder'),
    priority: 'low',
    render: (row) =>
      row.lastReminderAt ? <DateText value={row.lastReminderAt} withTime /> : t('collectionUi.neverReminded'),
  },
  {
    key: 'late',
    header: t('collectionUi.lateCharge'),
    priority: 'low',
    render: (row) =>
      row.lateCharge ? (
        <>
          <Money amount={row.lateCharge.amount} />
          {row.lateCharge.waived
            ? ` · ${t('collectionUi.lateChargeWaived')}`
            : row.lateCharge.paid
              ? ` · ${t('collectionUi.lateChargePaid')}`
              : ''}
        </>
      ) : (
        t('collectionUi.noLateCharge')
      ),
  },
  {
    key: 'action',
    header: t('collectionUi.sendReminder'),
    cardRole: 'primaryAction',
    render: (row) => <RemindButton row={row} />,
  },
];

interface CollectionPanelProps {
  collection: DashboardCollection | undefined;
  overdue: { count: number; charges: DashboardOverdueCharge[] } | undefined;
  isLoading: boolean;
  error?: unknown;
}

export function CollectionPanel({ collection, overdue, isLoading, error }: CollectionPanelProps) {
  return (
    <>
      <DashboardSection title={t('collectionUi.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Figure
              label={t('collectionUi.collectedThisMonth')}
              amount={collection?.collectedThisMonth}
              isLoading={isLoading}
            />
            <Figure label={t('collectionUi.outstanding')} amount={collection?.outstanding} isLoading={isLoading} />
          </SimpleGrid>
          <Text size="sm" fw={600}>
            {t('collectionUi.arrears')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Figure
              label={t('collectionUi.arrears1to30')}
              amount={collection?.arrears.days1to30}
              isLoading={isLoading}
            />
            <Figure
              label={t('collectionUi.arrears31to60')}
              amount={collection?.arrears.days31to60}
              isLoading={isLoading}
            />
            <Figure label={t('collectionUi.arrearsOver60')} amount={collection?.arrears.over60} isLoading={isLoading} />
          </SimpleGrid>
        </Stack>
      </DashboardSection>
      <DashboardSection title={t('collectionUi.overdueTitle')}>
        {overdue && overdue.count > overdue.charges.length ? (
          <Group justify="flex-end" mb="xs">
            <Text size="sm" c="dimmed">
              {t('collectionUi.overdueShown', { shown: overdue.charges.length, count: overdue.count })}
            </Text>
          </Group>
        ) : null}
        <DataTable
          label={t('collectionUi.overdueTitle')}
          columns={overdueColumns()}
          rows={overdue?.charges}
          getRowKey={(row) => row._id}
          isLoading={isLoading}
          loadingText={t('collectionUi.overdueTitle')}
          emptyText={t('collectionUi.overdueEmpty')}
          error={error}
        />
      </DashboardSection>
    </>
  );
}
