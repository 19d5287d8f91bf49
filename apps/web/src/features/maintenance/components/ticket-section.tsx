import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the ticket page. */
export function TicketSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
