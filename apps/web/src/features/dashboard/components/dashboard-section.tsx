import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DashboardSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled panel of the dashboard. */
export function DashboardSection({ title, children }: DashboardSectionProps) {
  const id = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
