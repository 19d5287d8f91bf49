/**
 * Manage Applications → Screening → "Request changes" (issue 27 §2): the admin ticks the documents needed (the fixed
 * list) and writes a message; the applicant is told and the application shows "Changes requested" until they update
 * it. Checked here first (at least one document, a message); the server's 400/409 shows in the dialog and a toast.
 */
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DOCUMENT_CATEGORY_KEYS, fullName, type Application, type DocumentCategory } from '@sewamudah/shared';
import { useState } from 'react';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRequestScreeningChangesMutation } from '../changes-api';

export const CHANGES_MESSAGE_MAX = 1000;

interface Errors {
  categories?: string | undefined;
  message?: string | undefined;
  /** The server's answer that is about no one field (409: decided, or a request already open). */
  general?: string | undefined;
}

export function RequestChangesDialog({
  application,
  opened,
  onClose,
}: {
  application: Application;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const [categories, setCategories] = useState<DocumentCategory[]>([]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [requestChanges, { isLoading }] = useRequestScreeningChangesMutation();

  const close = () => {
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const text = message.trim();
    const found: Errors = {
      categories: categories.length === 0 ? t('screeningChangesUi.categoriesRequired') : undefined,
      message: text === '' ? t('screeningChangesUi.messageRequired') : undefined,
    };
    setErrors(found);
    if (found.categories || found.message) return;
    try {
      await requestChanges({ id: application.id, categories, message: text }).unwrap();
      notifySuccess(t('screeningChangesUi.sent'));
      setCategories([]);
      setMessage('');
      close();
    } catch (failure) {
      const fields = getFieldErrors(failure);
      const general = getErrorMessage(failure, t('generic.unexpected'));
      const onFields = {
        categories: Object.entries(fields).find(([key]) => key.startsWith('categories'))?.[1],
        message: fields.message,
      };
      setErrors({ ...onFields, general: onFields.categories || onFields.message ? undefined : general });
      notifyError(general);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('screeningChangesUi.title', { name: fullName(application.user) })}
      size="lg"
    >
      <Stack gap="md">
        {errors.general ? (
          <Alert color="red" role="alert" p="xs">
            {errors.general}
          </Alert>
        ) : null}
        <Checkbox.Group
          label={t('screeningChangesUi.categories')}
          value={categories}
          onChange={(value) => setCategories(value as DocumentCategory[])}
          error={errors.categories}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={8} mt={6}>
            {DOCUMENT_CATEGORY_KEYS.map((category) => (
              <Checkbox key={category} value={category} label={t(`screeningUi.categories.${category}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label={t('screeningChangesUi.message')}
          description={t('screeningChangesUi.messageHint')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message}
          maxLength={CHANGES_MESSAGE_MAX}
          withAsterisk
          autosize
          minRows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={isLoading}>
            {t('screeningChangesUi.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={isLoading}>
            {t('screeningChangesUi.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
