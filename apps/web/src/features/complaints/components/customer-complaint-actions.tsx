import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Complaint } from '@sewamudah/shared';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteComplaintMutation } from '../api';

interface CustomerComplaintActionsProps {
  complaint: Complaint;
  onEdit: (complaint: Complaint) => void;
}

/** Edit and Delete, offered on the customer's own complaints while they wait for a response. */
export function CustomerComplaintActions({ complaint, onEdit }: CustomerComplaintActionsProps) {
  const [deleteComplaint] = useDeleteComplaintMutation();
  const t = useT();
  if (complaint.status !== 'Waiting for Response') return null;

  const handleDelete = async () => {
    try {
      await deleteComplaint({ id: complaint._id }).unwrap();
      notifySuccess(t('complaints.deleted'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => onEdit(complaint)}
      >
        {t('complaintCard.editAction')}
      </Button>
      <ConfirmAction
        label={t('complaintCard.delete')}
        title={t('complaintCard.deleteTitle')}
        message={t('complaintCard.deleteQuestion', { title: complaint.title })}
        confirmLabel={t('complaintCard.delete')}
        onConfirm={handleDelete}
        buttonProps={{
          size: 'xs',
          variant: 'light',
          leftSection: <IconTrash size={14} aria-hidden />,
        }}
      />
    </>
  );
}
