import { ActionIcon, Button, Checkbox, Group, Radio, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_URGENCIES,
  MAX_PREFERRED_WINDOWS,
  MAX_TICKET_PHOTOS,
  PLACE_MAX,
  type MaintenanceCategory,
  type MaintenanceUrgency,
  type TimeWindow,
} from '@sewamudah/shared';
import { DateField } from '@/components/forms/date-field';
import { useT } from '@/lib/i18n';
import { MediaPicker } from './media-picker';

export interface MaintenanceDraft {
  enabled: boolean;
  category: MaintenanceCategory | null;
  place: string;
  urgency: MaintenanceUrgency;
  entryPermitted: boolean;
  preferredWindows: TimeWindow[];
  photos: File[];
  video: File | null;
}

export const EMPTY_DRAFT: MaintenanceDraft = {
  enabled: false,
  category: null,
  place: '',
  urgency: 'routine',
  entryPermitted: false,
  preferredWindows: [],
  photos: [],
  video: null,
};

interface Props {
  draft: MaintenanceDraft;
  onChange: (draft: MaintenanceDraft) => void;
  errors?: Record<string, string>;
}

/**
 * The maintenance part of a new complaint (issue 26 §1): category, place, urgency, entry permission, up to three
 * preferred times, photos from the phone's camera and a short video. Hidden until the tenant says it is a repair.
 */
export function MaintenanceRequestFields({ draft, onChange, errors = {} }: Props) {
  const t = useT();
  const set = (patch: Partial<MaintenanceDraft>) => onChange({ ...draft, ...patch });
  const setWindow = (i: number, patch: Partial<TimeWindow>) =>
    set({ preferredWindows: draft.preferredWindows.map((w, j) => (j === i ? { ...w, ...patch } : w)) });
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('maintenanceUi.isMaintenance')}
        checked={draft.enabled}
        onChange={(e) => set({ enabled: e.currentTarget.checked })}
      />
      {draft.enabled ? (
        <>
          <Select
            label={t('maintenanceUi.category')}
            withAsterisk
            data={MAINTENANCE_CATEGORIES.map((c) => ({ value: c, label: t(`maintenanceUi.categories.${c}`) }))}
            value={draft.category}
            onChange={(value) => set({ category: value as MaintenanceCategory | null })}
            error={errors['maintenance.category']}
            allowDeselect={false}
          />
          <TextInput
            label={t('maintenanceUi.place')}
            description={t('maintenanceUi.placeHint')}
            withAsterisk
            maxLength={PLACE_MAX}
            value={draft.place}
            onChange={(e) => set({ place: e.currentTarget.value })}
            error={errors['maintenance.place']}
          />
          <Radio.Group
            label={t('maintenanceUi.urgency')}
            withAsterisk
            value={draft.urgency}
            onChange={(value) => set({ urgency: value as MaintenanceUrgency })}
          >
            <Stack gap={6} mt={4}>
              {MAINTENANCE_URGENCIES.map((u) => (
                <Radio
                  key={u}
                  value={u}
                  label={t(`maintenanceUi.urgencies.${u}`)}
                  description={t(`maintenanceUi.urgencyHints.${u}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Switch
            label={t('maintenanceUi.entryPermitted')}
            checked={draft.entryPermitted}
            onChange={(e) => set({ entryPermitted: e.currentTarget.checked })}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('maintenanceUi.windows')}
            </Text>
            {draft.preferredWindows.map((w, i) => (
              <Group key={i} gap={6} wrap="nowrap" align="flex-end">
                <DateField
                  label={t('maintenanceUi.windowDate')}
                  value={w.date}
                  onChange={(value) => setWindow(i, { date: value ?? '' })}
                  style={{ flex: 2 }}
                />
                <TextInput
                  type="time"
                  label={t('maintenanceUi.windowFrom')}
                  value={w.from}
                  onChange={(e) => setWindow(i, { from: e.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <TextInput
                  type="time"
                  label={t('maintenanceUi.windowTo')}
                  value={w.to}
                  onChange={(e) => setWindow(i, { to: e.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('maintenanceUi.removeWindow')}
                  onClick={() => set({ preferredWindows: draft.preferredWindows.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {draft.preferredWindows.length < MAX_PREFERRED_WINDOWS ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() =>
                  set({ preferredWindows: [...draft.preferredWindows, { date: '', from: '10:00', to: '12:00' }] })
                }
                style={{ alignSelf: 'flex-start' }}
              >
                {t('maintenanceUi.addWindow')}
              </Button>
            ) : null}
          </Stack>
          <MediaPicker
            kind="photo"
            label={t('maintenanceUi.photos')}
            buttonLabel={t('maintenanceUi.takePhoto')}
            max={MAX_TICKET_PHOTOS}
            files={draft.photos}
            onChange={(photos) => set({ photos })}
          />
          <MediaPicker
            kind="video"
            label={t('maintenanceUi.video')}
            buttonLabel={t('maintenanceUi.chooseVideo')}
            max={1}
            files={draft.video ? [draft.video] : []}
            onChange={(files) => set({ video: files[0] ?? null })}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** The request body's `maintenance` part, or nothing for a plain complaint. */
export function maintenanceBody(draft: MaintenanceDraft) {
  if (!draft.enabled) return {};
  return {
    maintenance: {
      // Left empty, the server answers which field is missing.
      category: draft.category as MaintenanceCategory,
      place: draft.place,
      urgency: draft.urgency,
      entryPermitted: draft.entryPermitted,
      preferredWindows: draft.preferredWindows.filter((w) => w.date),
    },
  };
}
