/** Admins: publish one viewing time, or the same weekday and time for N weeks (the server skips existing times). */
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { addDays, todayInMalaysia, VIEWING_DURATIONS, VIEWING_WEEKS_MAX } from '@sewamudah/shared';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useCreateViewingSlotMutation, useCreateWeeklyViewingSlotsMutation } from '../api';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function PublishSlotsForm({ propertyId }: { propertyId: string }) {
  const t = useT();
  const [mode, setMode] = useState<'once' | 'weekly'>('once');
  const [date, setDate] = useState(addDays(todayInMalaysia(), 1));
  const [weekday, setWeekday] = useState('6');
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState('30');
  const [capacity, setCapacity] = useState<number | string>(2);
  const [weeks, setWeeks] = useState<number | string>(4);
  const [createOne, one] = useCreateViewingSlotMutation();
  const [createWeekly, weekly] = useCreateWeeklyViewingSlotsMutation();

  const publish = async () => {
    const common = { propertyId, time, durationMinutes: Number(duration), capacity: Number(capacity) };
    try {
      if (mode === 'once') {
        await createOne({ ...common, date }).unwrap();
        notifySuccess(t('viewingsUi.published', { count: 1 }));
      } else {
        const result = await createWeekly({ ...common, weekday: Number(weekday), weeks: Number(weeks) }).unwrap();
        notifySuccess(t('viewingsUi.published', { count: result.slots.length }));
      }
    } catch (failure) {
      notifyError(getErrorMessage(failure, t('generic.unexpected')));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('viewingsUi.addTitle')}
        </Title>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'once' | 'weekly')}
          data={[
            { value: 'once', label: t('viewingsUi.once') },
            { value: 'weekly', label: t('viewingsUi.weekly') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {mode === 'once' ? (
            <DateField label={t('viewingsUi.date')} value={date} onChange={(value) => setDate(value ?? '')} />
          ) : (
            <Select
              label={t('viewingsUi.weekday')}
              value={weekday}
              onChange={(value) => setWeekday(value ?? '6')}
              allowDeselect={false}
              data={WEEKDAYS.map((d) => ({ value: String(d), label: t(`viewingsUi.weekdays.d${d}`) }))}
            />
          )}
          <TextInput
            type="time"
            label={t('viewingsUi.time')}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
          />
          <Select
            label={t('viewingsUi.duration')}
            value={duration}
            onChange={(value) => setDuration(value ?? '30')}
            allowDeselect={false}
            data={VIEWING_DURATIONS.map((m) => ({ value: String(m), label: t('viewingsUi.minutes', { count: m }) }))}
          />
          <NumberInput label={t('viewingsUi.capacity')} value={capacity} onChange={setCapacity} min={1} max={50} />
          {mode === 'weekly' ? (
            <NumberInput
              label={t('viewingsUi.weeks')}
              value={weeks}
              onChange={setWeeks}
              min={1}
              max={VIEWING_WEEKS_MAX}
            />
          ) : null}
        </SimpleGrid>
        <Group>
          <Button onClick={publish} loading={one.isLoading || weekly.isLoading}>
            {t('viewingsUi.publish')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
