import { Button } from '@mantine/core';
import { IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import type { Complaint } from '@sewamudah/shared';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStartHandlingMutation } from '../api';

interface AdminComplaintActionsProps {
  complaint: Complaint;
  onFinish: (complaint: Complaint) => void;
}

/** Start Handling on waiting complaints; Finish Handling (opens the resolution form) on those in handling. */
export function AdminComplaintActions({ complaint, onFinish }: AdminComplaintActionsProps) {
  const [startHandling, { isLoading }] = useStartHandlingMutation();
  const t = useT();

  const handleStart = async () => {
    try {
      await startHandling({ id: complaint._id }).unwrap();
      notifySuccess(t('complaints.inHandling'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  if (complaint.status === 'Waiting for Response') {
    return (
      <Button
        size="xs"
        leftSection={<IconPlayerPlay size={14} aria-hidden />}
        loading={isLoading}
        onClick={() => void handleStart()}
      >
        {t('complaintsUi.startHandling')}
      </Button>
    );
  }
  if (complaint.status === 'In Handling') {
    return (
      <Button
        size="xs"
        color="green"
        leftSection={<IconCircleCheck size={14} aria-hidden />}
        onClick={() => onFinish(complaint)}
      >
        {t('complaintsUi.finishHandling')}
      </Button>
    );
  }
  return null;
}
