/**
 * The save dialog (issue 28 §5), loaded when a customer first opens it: a name and how often to be alerted. The
 * server checks everything (name, bound of 20 searches, the filters with the listing's own rules) and its message is
 * shown at the field or as a notice.
 */
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from '@sewamudah/shared';
import { useState } from 'react';
import texts from 'virtual:i18n-area/saveSearch';
import { registerArea, useT } from '@/lib/i18n';
import { getErrorMessage, getFieldErrors, notifyError, notifySuccess } from '@/lib/notify';
import { useCreateSavedSearchMutation } from '../api';

registerArea(texts);

interface SaveSearchDialogProps {
  filters: Record<string, string>;
  onClose: () => void;
}

export default function SaveSearchDialog({ filters, onClose }: SaveSearchDialogProps) {
  const t = useT();
  const [name, setName] = useState(filters.q ?? '');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading }] = useCreateSavedSearchMutation();

  const submit = async () => {
    try {
      const { message } = await create({ name, frequency, filters }).unwrap();
      notifySuccess(message);
      onClose();
    } catch (failure) {
      const fields = getFieldErrors(failure);
      setErrors(fields);
      if (!fields.name && !fields.frequency) notifyError(getErrorMessage(failure, t('generic.unexpected')));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('saveSearchDialog.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('saveSearchDialog.intro')}
          </Text>
          <TextInput
            label={t('saveSearchDialog.nameLabel')}
            placeholder={t('saveSearchDialog.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={SAVED_SEARCH_NAME_MAX}
            error={errors.name}
            required
            data-autofocus
          />
          <Radio.Group
            label={t('saveSearchDialog.frequencyLabel')}
            value={frequency}
            onChange={(value) => setFrequency(value as SavedSearchFrequency)}
            error={errors.frequency}
          >
            <Group mt="xs">
              <Radio value="instant" label={t('saveSearchDialog.instant')} />
              <Radio value="daily" label={t('saveSearchDialog.daily')} />
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('saveSearchDialog.cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('saveSearchDialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
