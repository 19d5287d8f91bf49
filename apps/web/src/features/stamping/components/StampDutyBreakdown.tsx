/** The stamp duty of an agreement with its working (ADR 0014): the lines, the total and who pays it. */
import { Group, Stack, Text } from '@mantine/core';
import type { StampDuty } from '@sewamudah/shared';
import { Money } from '@/components/ui/money';

export function StampDutyBreakdown({ stampDuty }: { stampDuty: StampDuty }) {
  return (
    <Stack gap={4}>
      {stampDuty.lines.map((line) => (
        <Group key={line.label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {line.label}
          </Text>
          <Text size="sm" ta="right">
            <Money amount={line.amount} />
          </Text>
        </Group>
      ))}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          Stamp duty (paid by the {stampDuty.payer})
        </Text>
        <Text size="sm" fw={600} ta="right">
          <Money amount={stampDuty.amount} />
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {stampDuty.calculation}. The agreement is stamped with LHDN within 30 days of signing.
      </Text>
    </Stack>
  );
}
