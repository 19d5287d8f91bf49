import { Button, Group, Paper, Progress, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROPERTY_TYPES, type PropertyType } from '@sewamudah/shared';
import { useEffect, useState } from 'react';
import { MoneyInput } from '@/components/forms/money-input';
import { useT } from '@/lib/i18n';
import { getErrorMessage, getFieldErrors, notifyError } from '@/lib/notify';
import { onUploadProgress } from '../../upload';
import {
  formErrorKey,
  toFormData,
  validatePropertyForm,
  type ExistingImage,
  type PropertyFormValues,
} from './form-values';
import { ImagePicker } from './image-picker';
import { FactsFields } from './facts-fields';
import { LateClauseFields } from './late-clause-fields';
import { propertyTypeKey } from './property-type-text';
import { RoomsEditor } from './rooms-editor';

export interface PropertyFormSubmit {
  body: FormData;
  uploadId: string;
}

interface PropertyFormProps {
  initialValues: PropertyFormValues;
  existingImages?: ExistingImage[];
  /** Edit: the type is shown read-only. */
  isEdit?: boolean;
  submitLabel: string;
  onSubmit: (request: PropertyFormSubmit) => Promise<unknown>;
  onCancel: () => void;
}

/** Add / Edit Property (SPEC §5). Server field errors land on the matching inputs. */
export function PropertyForm({
  initialValues,
  existingImages = [],
  isEdit = false,
  submitLabel,
  onSubmit,
  onCancel,
}: PropertyFormProps) {
  const t = useT();
  const form = useForm<PropertyFormValues>({
    initialValues,
    validate: validatePropertyForm,
    clearInputErrorOnChange: true,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [uploadId] = useState(() => crypto.randomUUID());
  useEffect(() => onUploadProgress(uploadId, setProgress), [uploadId]);

  const changeType = (value: string) => {
    // Changing the type clears price, deposit and rooms (SPEC §4).
    form.setValues({ type: value as PropertyType, price: '', depositAmount: '', rooms: [] });
    form.clearErrors();
  };

  const submit = async (values: PropertyFormValues) => {
    setSubmitting(true);
    setProgress(files.length > 0 ? 0 : null);
    try {
      await onSubmit({
        body: toFormData(values, files, { fileField: isEdit ? 'newImages' : 'images', removeImages: removed }),
        uploadId,
      });
    } catch (error) {
      const fields = getFieldErrors(error);
      if (Object.keys(fields).length > 0)
        form.setErrors(
          Object.fromEntries(Object.entries(fields).map(([key, message]) => [formErrorKey(key), message])),
        );
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  // `rooms` and `rooms.<i>.<field>` (the list's and each room's: shown under that room and on its modal's fields).
  const isRoomError = (key: string) => /^rooms\.\d+\./.test(key);
  const roomErrors = Object.entries(form.errors)
    .filter(([key]) => key.startsWith('rooms') && !isRoomError(key))
    .map(([, message]) => message)
    .join(' ');
  const singleRoomErrors = Object.fromEntries(
    Object.entries(form.errors).filter(([key]) => isRoomError(key)),
  ) as Record<string, string>;
  const imageError = form.errors.images ?? form.errors.newImages ?? form.errors.removeImages;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="form"
      onSubmit={form.onSubmit((values) => void submit(values))}
      noValidate
    >
      <Stack gap="md">
        <div>
          <Text fw={500} size="sm" mb={4} id="type-label">
            {t('propertyForm.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="type-label"
            data={PROPERTY_TYPES.map((type) => ({ value: type, label: t(propertyTypeKey(type)) }))}
            value={form.values.type}
            onChange={changeType}
            disabled={isEdit}
            readOnly={isEdit}
          />
          {isEdit ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t('propertyForm.typeLocked')}
            </Text>
          ) : null}
        </div>
        <TextInput
          label={t('propertyForm.name')}
          placeholder={t('propertyForm.namePlaceholder')}
          required
          maxLength={120}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('propertyForm.address')}
          placeholder={t('propertyForm.addressPlaceholder')}
          required
          maxLength={300}
          {...form.getInputProps('address')}
        />
        <Textarea
          label={t('propertyForm.description')}
          placeholder={t('propertyForm.descriptionPlaceholder')}
          required
          autosize
          minRows={3}
          maxRows={5}
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        {form.values.type === 'Unit Rental' ? (
          <Group grow align="flex-start">
            <MoneyInput
              label={t('propertyForm.price')}
              description={t('propertyForm.priceHint')}
              required
              {...form.getInputProps('price')}
            />
            <MoneyInput
              label={t('propertyForm.deposit')}
              description={t('propertyForm.depositHint')}
              required
              {...form.getInputProps('depositAmount')}
            />
          </Group>
        ) : (
          <RoomsEditor
            rooms={form.values.rooms}
            onChange={(rooms) => {
              form.setFieldValue('rooms', rooms);
              // A saved or removed room moves the others' positions: their errors come back on the next save.
              form.setErrors(
                Object.fromEntries(Object.entries(form.errors).filter(([key]) => !key.startsWith('rooms'))),
              );
            }}
            error={roomErrors || undefined}
            roomErrors={singleRoomErrors}
          />
        )}
        <FactsFields form={form} type={form.values.type} />
        <LateClauseFields form={form} />
        <ImagePicker
          existing={existingImages}
          removed={removed}
          onToggleRemoved={(url) =>
            setRemoved((list) => (list.includes(url) ? list.filter((u) => u !== url) : [...list, url]))
          }
          files={files}
          onFilesChange={setFiles}
        />
        {imageError ? (
          <Text size="sm" c="red.8" role="alert">
            {imageError}
          </Text>
        ) : null}
        {progress !== null ? (
          <Stack gap={4}>
            <Text size="sm">{t('propertyForm.uploading', { percent: progress })}</Text>
            <Progress value={progress} aria-label={t('propertyForm.uploadProgress')} animated={progress < 100} />
          </Stack>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('propertyForm.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
