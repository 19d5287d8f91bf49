/** The tenant's screening documents (issue 27 §1): upload (a photo straight from the phone's camera) and delete. */
import { Button, FileButton, FileInput, Group, List, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DOCUMENT_CATEGORY_KEYS,
  formatDate,
  SCREENING_DOCUMENT_ACCEPT,
  SCREENING_DOCUMENT_MAX_BYTES,
  type DocumentCategory,
  type ScreeningDocument,
} from '@sewamudah/shared';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteScreeningDocumentMutation, useUploadScreeningDocumentMutation } from '../api';

export function ScreeningDocuments({ documents }: { documents: ScreeningDocument[] }) {
  const t = useT();
  const [category, setCategory] = useState<DocumentCategory>('mykad_front');
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [periodOn, setPeriodOn] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadScreeningDocumentMutation();
  const [remove] = useDeleteScreeningDocumentMutation();

  const onUpload = async () => {
    if (!file) return;
    if (file.size > SCREENING_DOCUMENT_MAX_BYTES) {
      setFileError(t('screeningUi.tooLarge'));
      return;
    }
    try {
      await upload({
        file,
        category,
        expiresOn: expiresOn || null,
        periodOn: periodOn ? `${periodOn}-01` : null,
      }).unwrap();
      notifySuccess(t('screeningUi.uploaded'));
      setFile(null);
      setExpiresOn('');
      setPeriodOn('');
      setFileError(null);
    } catch (error) {
      const message = getErrorMessage(error, t('generic.unexpected'));
      setFileError(message);
      notifyError(message);
    }
  };
  const onDelete = async (id: string) => {
    try {
      await remove(id).unwrap();
      notifySuccess(t('screeningUi.deleted'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('screeningUi.documentsHint')}
      </Text>
      {documents.length === 0 ? (
        <Text size="sm">{t('screeningUi.noDocuments')}</Text>
      ) : (
        <List spacing={6} listStyleType="none" ps={0} aria-label={t('screeningUi.documents')}>
          {documents.map((document) => (
            <List.Item key={document.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <b>{t(`screeningUi.categories.${document.category}`)}</b> · {document.fileName}
                  {document.expiresOn ? ` · ${t('screeningUi.expiresOn')}: ${formatDate(document.expiresOn)}` : ''}
                </Text>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => void onDelete(document.id)}>
                  {t('screeningUi.deleteDocument')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('screeningUi.category')}
          data={DOCUMENT_CATEGORY_KEYS.map((value) => ({ value, label: t(`screeningUi.categories.${value}`) }))}
          value={category}
          onChange={(value) => value && setCategory(value as DocumentCategory)}
          allowDeselect={false}
        />
        <Stack gap={4}>
          <FileInput
            label={t('screeningUi.file')}
            accept={SCREENING_DOCUMENT_ACCEPT}
            value={file}
            onChange={(value) => {
              setFile(value);
              setFileError(null);
            }}
            error={fileError}
            clearable
          />
          {/* On a phone: straight from the camera (the photo's EXIF and location are removed on the server). */}
          <FileButton
            accept="image/jpeg,image/png"
            capture="environment"
            inputProps={{ 'aria-label': t('screeningUi.takePhoto') }}
            onChange={(value) => {
              setFile(value);
              setFileError(null);
            }}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" w="fit-content">
                {t('screeningUi.takePhoto')}
              </Button>
            )}
          </FileButton>
        </Stack>
        <DateField
          label={t('screeningUi.expiresOn')}
          value={expiresOn}
          onChange={(value) => setExpiresOn(value ?? '')}
        />
        <TextInput
          type="month"
          label={t('screeningUi.periodOn')}
          value={periodOn}
          onChange={(e) => setPeriodOn(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={() => void onUpload()} disabled={!file} loading={isLoading}>
          {t('screeningUi.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
