import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPLAINT_RESOLUTION_MAX, messages, type Complaint, type FinishHandlingForm } from '@sewamudah/shared';
import { useEffect } from 'react';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFinishHandlingMutation } from '../api';

interface FinishHandlingModalProps {
  complaint: Complaint | null;
  onClose: () => void;
}

/** Admins finish handling: title and description read-only, resolution details optional. */
export function FinishHandlingModal({ complaint, onClose }: FinishHandlingModalProps) {
  const [finishHandling, { isLoading }] = useFinishHandlingMutation();
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
      notifySuccess(messages.complaints.handled);
      onClose();
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notifyError(getErrorMessage(error, messages.generic.unexpected));
    }
  };

  return (
    <Modal opened={complaint !== null} onClose={onClose} title="Finish Handling" centered>
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack>
          <TextInput label="Title" value={complaint?.title ?? ''} readOnly variant="filled" />
          <Textarea
            label="Description"
            value={complaint?.description ?? ''}
            readOnly
            variant="filled"
            autosize
            minRows={2}
            maxRows={5}
          />
          <Textarea
            label="Resolution Details"
            description="Optional: what was done to resolve the complaint."
            autosize
            minRows={3}
            maxRows={5}
            maxLength={COMPLAINT_RESOLUTION_MAX}
            data-autofocus
            {...form.getInputProps('resolutionDetails')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" color="green" loading={isLoading}>
              Finish Handling
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
