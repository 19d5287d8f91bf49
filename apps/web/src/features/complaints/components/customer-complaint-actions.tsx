import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { messages, type Complaint } from '@sewamudah/shared';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { getErrorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteComplaintMutation } from '../api';

interface CustomerComplaintActionsProps {
  complaint: Complaint;
  onEdit: (complaint: Complaint) => void;
}

/** Edit and Delete, offered on the customer's own complaints while they wait for a response. */
export function CustomerComplaintActions({ complaint, onEdit }: CustomerComplaintActionsProps) {
  const [deleteComplaint] = useDeleteComplaintMutation();
  if (complaint.status !== 'Waiting for Response') return null;

  const handleDelete = async () => {
    try {
      await deleteComplaint({ id: complaint._id }).unwrap();
      notifySuccess(messages.complaints.deleted);
    } catch (error) {
      notifyError(getErrorMessage(error, messages.generic.unexpected));
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
        Edit
      </Button>
      <ConfirmAction
        label="Delete"
        title="Delete complaint"
        message={`Delete the complaint "${complaint.title}"? This cannot be undone.`}
        confirmLabel="Delete"
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
