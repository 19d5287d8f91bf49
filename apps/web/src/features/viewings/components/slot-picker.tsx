import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ViewingSlot } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n';
import { byDate, slotDay } from './slot-text';

interface SlotPickerProps {
  slots: readonly ViewingSlot[];
  selected: string | null;
  onSelect: (slot: ViewingSlot) => void;
  /** Label of the group of buttons (screen readers). */
  label: string;
  placesLeft: (count: number) => string;
  /** Shown right under a day's times (the confirm button under the chosen time's day: in view on a phone). */
  after?: (date: string) => ReactNode;
}

/** Viewing times grouped by day, as large buttons (thumb-sized on a phone): one tap picks a time. */
export function SlotPicker({ slots, selected, onSelect, label, placesLeft, after }: SlotPickerProps) {
  const language = useLanguage();
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      {byDate(slots).map((group) => (
        <Stack key={group.date} gap={6}>
          <Text fw={600} size="sm">
            {slotDay(group.date, language)}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            {group.slots.map((slot) => (
              <Button
                key={slot.id}
                variant={slot.id === selected ? 'filled' : 'light'}
                aria-pressed={slot.id === selected}
                onClick={() => onSelect(slot)}
                h="auto"
                py={6}
                styles={{ label: { flexDirection: 'column', whiteSpace: 'normal', lineHeight: 1.25 } }}
              >
                <span>{slot.time}</span>
                <Text span size="xs" fw={400} c={slot.id === selected ? undefined : 'dimmed'}>
                  {placesLeft(slot.spotsLeft)}
                </Text>
              </Button>
            ))}
          </SimpleGrid>
          {after?.(group.date)}
        </Stack>
      ))}
    </Stack>
  );
}
