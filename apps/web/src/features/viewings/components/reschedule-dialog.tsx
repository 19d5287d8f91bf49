import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Viewing, ViewingSlot } from '@sewamudah/shared';
import { useState } from 'react';
import { useLanguage, useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useGetPropertyViewingSlotsQuery, useRescheduleViewingMutation } from '../api';
import { SlotPicker } from './slot-picker';
import { slotDay } from './slot-text';

/** Moves a viewing to another open time of the same home: pick a time, then confirm (the server does it atomically). */
export function RescheduleDialog({ viewing, onClose }: { viewing: Viewing; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { data: slots, isLoading } = useGetPropertyViewingSlotsQuery(viewing.property.id);
  const [move, { isLoading: moving }] = useRescheduleViewingMutation();
  const [selected, setSelected] = useState<ViewingSlot | null>(null);
  const others = (slots ?? []).filter((slot) => slot.id !== viewing.slot.id && slot.spotsLeft > 0);
  const at = (slot: Pick<ViewingSlot, 'date' | 'time'>) => ({ day: slotDay(slot.date, language), time: slot.time });

  const confirm = async () => {
    if (!selected) return;
    try {
      await move({ id: viewing.id, slotId: selected.id }).unwrap();
      notifySuccess(t('viewingsUi.rescheduled'));
      onClose();
    } catch (failure) {
      notifyError(getErrorMessage(failure, t('generic.unexpected')));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('viewingsUi.rescheduleTitle', { place: viewing.property.name })}>
      <Stack gap="sm">
        <Text size="sm">{t('viewingsUi.rescheduleIntro', at(viewing.slot))}</Text>
        {isLoading ? <Loader size="sm" /> : null}
        {slots && others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('viewingsUi.rescheduleNone')}
          </Text>
        ) : null}
        <SlotPicker
          slots={others}
          selected={selected?.id ?? null}
          onSelect={setSelected}
          label={t('viewingsUi.rescheduleTitle', { place: viewing.property.name })}
          placesLeft={(count) => t('viewingsUi.placesLeft', { count })}
        />
        {selected ? (
          <Button onClick={confirm} loading={moving} fullWidth>
            {t('viewingsUi.rescheduleConfirm', at(selected))}
          </Button>
        ) : null}
      </Stack>
    </Modal>
  );
}
