/** One card of the move-in checklist: its title and, for a step, a done / to-do badge. */
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

export function MoveInSection({ title, done, children }: { title: string; done?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {title}
          </Title>
          {done === undefined ? null : (
            <Badge color={done ? 'green' : 'gray'} style={{ flexShrink: 0, overflow: 'visible' }}>
              {t(done ? 'moveInUi.done' : 'moveInUi.open')}
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
