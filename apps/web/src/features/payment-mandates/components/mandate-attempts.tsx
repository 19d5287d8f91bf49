/** A mandate's recent autopay payments (each try, and each month skipped or above the cap), newest first. */
import { Stack, Text } from '@mantine/core';
import { formatDate, formatRM, type AutopayAttempt } from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useT } from '@/lib/i18n';

export function MandateAttempts({ attempts }: { attempts: AutopayAttempt[] }) {
  const tr = useT();
  if (attempts.length === 0) return null;
  const columns: DataTableColumn<AutopayAttempt>[] = [
    { key: 'due', header: tr('collectionUi.dueDate'), render: (a) => formatDate(a.dueDate), cardRole: 'title' },
    { key: 'amount', header: tr('collectionUi.amount'), render: (a) => formatRM(a.amount), cardRole: 'amount' },
    {
      key: 'status',
      header: tr('autopayUi.status'),
      render: (a) =>
        a.tryNumber > 0
          ? `${tr(`autopayUi.attempt.${a.status}`)} · ${tr('autopayUi.tryNumber', { n: a.tryNumber })}`
          : tr(`autopayUi.attempt.${a.status}`),
      cardRole: 'status',
    },
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {tr('autopayUi.attempts')}
      </Text>
      <DataTable
        label={tr('autopayUi.attempts')}
        columns={columns}
        rows={attempts}
        getRowKey={(a) => a.id}
        emptyText={tr('autopayUi.nothingNext')}
      />
    </Stack>
  );
}
