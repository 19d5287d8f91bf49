import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface SummaryCardProps {
  label: string;
  value: number | undefined;
  icon: Icon;
  color: string;
  isLoading: boolean;
}

/** One figure of the admin dashboard (Total Users, Total Properties, Pending Applications). */
export function SummaryCard({ label, value, icon: IconComponent, color, isLoading }: SummaryCardProps) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {isLoading ? (
            <Skeleton h={34} w={60} mt={4} />
          ) : (
            <Text fz={30} fw={700} lh={1.2}>
              {value ?? '-'}
            </Text>
          )}
        </div>
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
          <IconComponent size={26} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
