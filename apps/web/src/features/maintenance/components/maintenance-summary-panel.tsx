import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { useGetMaintenanceSummaryQuery } from '../api';

/** The admin's maintenance figures (issue 26 §3, §5): open, overdue, average time to fix, ratings. */
export function MaintenanceSummaryPanel() {
  const t = useT();
  const { data } = useGetMaintenanceSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  const figure = (label: string, value: string, colour?: string) => (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" c={colour}>
        {value}
      </Text>
    </Paper>
  );
  return (
    <Stack gap="xs" mb="md" aria-label={t('maintenanceUi.summaryTitle')} role="region">
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        {figure(t('maintenanceUi.summaryOpen'), String(data.open))}
        {figure(t('maintenanceUi.summaryOverdue'), String(data.overdue), data.overdue ? 'red' : undefined)}
        {figure(
          t('maintenanceUi.summaryAverage'),
          data.averageFixHours === null
            ? t('maintenanceUi.summaryNone')
            : t('maintenanceUi.summaryHours', { hours: data.averageFixHours }),
        )}
      </SimpleGrid>
      {data.ratingsByCategory.length || data.ratingsByContractor.length ? (
        <Group gap="md" align="flex-start">
          {data.ratingsByCategory.length ? (
            <Stack gap={2}>
              <Text size="xs" fw={600}>
                {t('maintenanceUi.ratingsByCategory')}
              </Text>
              {data.ratingsByCategory.map((r) => (
                <Text key={r.category} size="xs">
                  {t('maintenanceUi.ratingRow', {
                    name: t(`maintenanceUi.categories.${r.category as 'other'}`),
                    counts: t('maintenanceUi.ratingCounts', { up: r.up, down: r.down }),
                  })}
                </Text>
              ))}
            </Stack>
          ) : null}
          {data.ratingsByContractor.length ? (
            <Stack gap={2}>
              <Text size="xs" fw={600}>
                {t('maintenanceUi.ratingsByContractor')}
              </Text>
              {data.ratingsByContractor.map((r) => (
                <Text key={r.contractor} size="xs">
                  {t('maintenanceUi.ratingRow', {
                    name: r.contractor,
                    counts: t('maintenanceUi.ratingCounts', { up: r.up, down: r.down }),
                  })}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
