/**
 * Retention (issue 27 §4, ADR 40): where an application's documents and snapshot were, the screening panel says
 * what was deleted and when ("Payslip: deleted on 12/03/2026"), never a link to a file that is gone.
 */
import { Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDate, type Screening } from '@sewamudah/shared';
import { useT } from '@/lib/i18n';

export function ScreeningTombstones({ screening }: { screening: Screening }) {
  const t = useT();
  const deleted = screening.deletedDocuments ?? [];
  const snapshotDeletedAt = screening.snapshotDeletedAt ?? null;
  if (deleted.length === 0 && !snapshotDeletedAt) return null;
  return (
    <Stack gap={6} role="region" aria-labelledby="screening-tombstones-title">
      <Text size="sm" fw={600} id="screening-tombstones-title">
        {t('screeningChangesUi.deletedTitle')}
      </Text>
      {snapshotDeletedAt ? (
        <Text size="sm" c="dimmed">
          {t('screeningChangesUi.snapshotDeleted', { date: formatDate(snapshotDeletedAt) })}
        </Text>
      ) : null}
      {deleted.length > 0 ? (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {deleted.map((document) => (
            <Group key={document.id} component="li" gap={8} wrap="nowrap" align="flex-start">
              <IconTrash size={14} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
              <Text size="sm" c="dimmed">
                {t('screeningChangesUi.deletedDocument', {
                  document: document.category
                    ? t(`screeningUi.categories.${document.category}`)
                    : t('screeningUi.documents'),
                  date: formatDate(document.deletedAt),
                })}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
