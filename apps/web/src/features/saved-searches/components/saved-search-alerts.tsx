/** A saved search's alerts in its row: instant or daily (a select), or off with a way to switch them on again. */
import { Button, Select, Stack, Text } from '@mantine/core';
import type { SavedSearch, SavedSearchFrequency } from '@sewamudah/shared';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateSavedSearchMutation } from '../api';

export function SavedSearchAlerts({ search }: { search: SavedSearch }) {
  const t = useT();
  const [update, { isLoading }] = useUpdateSavedSearchMutation();
  const change = async (body: { frequency?: SavedSearchFrequency; alerts?: boolean }) => {
    try {
      notifySuccess((await update({ id: search.id, body }).unwrap()).message);
    } catch (failure) {
      notifyError(getErrorMessage(failure, t('generic.unexpected')));
    }
  };
  if (!search.alerts) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" c="dimmed">
          {t('savedSearchesUi.alertsOffNote')}
        </Text>
        <Button size="xs" variant="light" loading={isLoading} onClick={() => void change({ alerts: true })}>
          {t('savedSearchesUi.turnOn')}
        </Button>
      </Stack>
    );
  }
  return (
    <Select
      size="xs"
      w={170}
      aria-label={t('savedSearchesUi.frequencyFor', { name: search.name })}
      value={search.frequency}
      allowDeselect={false}
      disabled={isLoading}
      data={[
        { value: 'instant', label: t('savedSearchesUi.instant') },
        { value: 'daily', label: t('savedSearchesUi.daily') },
      ]}
      onChange={(value) => {
        if (value && value !== search.frequency) void change({ frequency: value as SavedSearchFrequency });
      }}
    />
  );
}
