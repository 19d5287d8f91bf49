import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_TITLE_MAX,
  complaintFormSchema,
  type Complaint,
  type ComplaintForm,
} from '@sewamudah/shared';
import { useEffect, useState } from 'react';
import {
  EMPTY_DRAFT,
  MaintenanceRequestFields,
  maintenanceBody,
  type MaintenanceDraft,
} from '@/features/maintenance/components/maintenance-request-fields';
import { useAddPhotosMutation, useAddVideoMutation } from '@/features/maintenance/api';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { localizedResolver } from '@/lib/i18n/localized-resolver';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddComplaintMutation, useEditComplaintMutation } from '../api';

interface ComplaintFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edits this complaint; without it the form adds a new one. */
  complaint?: Complaint | null;
}

const EMPTY: ComplaintForm = { title: '', description: '' };

/** Add Complaint / Edit Complaint (customers). Submit stays disabled while the title is empty. */
export function ComplaintFormModal({ opened, onClose, complaint }: ComplaintFormModalProps) {
  const t = useT();
  const [addComplaint, addState] = useAddComplaintMutation();
  const [editComplaint, editState] = useEditComplaintMutation();
  const [addPhotos, photosState] = useAddPhotosMutation();
  const [addVideo, videoState] = useAddVideoMutation();
  // Issue 26: a new complaint may be a maintenance request, with photos and a video uploaded right after it.
  const [draft, setDraft] = useState<MaintenanceDraft>(EMPTY_DRAFT);
  const form = useForm<ComplaintForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: localizedResolver(complaintFormSchema),
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = complaint ? { title: complaint.title, description: complaint.description } : EMPTY;
    setValues(values);
    resetDirty(values);
    clearErrors();
    setDraft(EMPTY_DRAFT);
  }, [opened, complaint, setValues, resetDirty, clearErrors]);

  const handleSubmit = async (values: ComplaintForm) => {
    try {
      if (complaint) {
        await editComplaint({ id: complaint._id, ...values }).unwrap();
        notifySuccess(t('complaints.updated'));
      } else {
        const created = await addComplaint({ ...values, ...maintenanceBody(draft) }).unwrap();
        // Photos and the video go up before the form closes (leaving the page would cut them off).
        await uploadMedia(created._id);
        notifySuccess(t('complaints.added'));
      }
      onClose();
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  const uploadMedia = async (id: string) => {
    if (!draft.enabled) return;
    try {
      if (draft.photos.length) await addPhotos({ id, photos: draft.photos }).unwrap();
      if (draft.video) await addVideo({ id, video: draft.video }).unwrap();
    } catch (error) {
      notifyError(t('maintenanceUi.uploadFailed', { message: getErrorMessage(error, t('generic.unexpected')) }));
    }
  };

  const isSaving = addState.isLoading || editState.isLoading || photosState.isLoading || videoState.isLoading;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={complaint ? t('complaintCard.edit') : t('complaintCard.add')}
      centered
      closeButtonProps={{ 'aria-label': t('complaintsUi.close') }}
    >
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack>
          <TextInput
            label={t('complaintCard.title')}
            placeholder={t('complaintCard.titlePlaceholder')}
            withAsterisk
            maxLength={COMPLAINT_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('complaintCard.description')}
            placeholder={t('complaintCard.descriptionPlaceholder')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={5}
            maxLength={COMPLAINT_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          {complaint ? null : <MaintenanceRequestFields draft={draft} onChange={setDraft} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t('complaintCard.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} disabled={form.values.title.trim() === ''}>
              {t('complaintCard.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
