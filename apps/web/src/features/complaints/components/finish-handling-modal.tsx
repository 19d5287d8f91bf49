import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPLAINT_RESOLUTION_MAX, type Complaint, type FinishHandlingForm } from '@sewamudah/shared';
import { useEffect } from 'react';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFinishHandlingMutation } from '../api';

interface FinishHandlingModalProps {
  complaint: Complaint | null;
  onClose: () => void;
}

/** Admins finish handling: title and description read-only, resolution details optional. */
export function FinishHandlingModal({ complaint, onClose }: FinishHandlingModalProps) {
  const [finishHandling, { isLoading }] = useFinishHandlingMutation();
  const t = useT();
  const form = useForm<{ resolutionDetails: string }>({ mode: 'controlled', initialValues: { resolutionDetails: '' } });
  const { setValues, clearErrors } = form;

  useEffect(() => {
    if (complaint) {
      setValues({ resolutionDetails: '' });
      clearErrors();
    }
  }, [complaint, setValues, clearErrors]);

  const handleSubmit = async (values: FinishHandlingForm) => {
    if (!complaint) return;
    try {
      await finishHandling({ id: complaint._id, resolutionDetails: values.resolutionDetails }).unwrap();
      notifySuccess(t('complaints.handled'));
      onClose();
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  return (
    <Modal
      opened={complaint !== null}
      onClose={onClose}
      title={t('complaintsUi.finishHandling')}
      centered
      closeButtonProps={{ 'aria-label': t('complaintsUi.close') }}
    >
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack>
          <TextInput label={t('complaintsUi.title')} value={complaint?.title ?? ''} readOnly variant="filled" />
          <Textarea
            label={t('complaintsUi.description')}
            value={complaint?.description ?? ''}
            readOnly
            variant="filled"
            autosize
            minRows={2}
            maxRows={5}
          />
          <Textarea
            label={t('complaintsUi.resolutionDetails')}
            description={t('complaintsUi.resolutionHint')}
            autosize
            minRows={3}
            maxRows={5}
            maxLength={COMPLAINT_RESOLUTION_MAX}
            data-autofocus
            {...form.getInputProps('resolutionDetails')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isLoading}>
              {t('complaintsUi.cancel')}
            </Button>
            <Button type="submit" color="green" loading={isLoading}>
              {t('complaintsUi.finishHandling')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
