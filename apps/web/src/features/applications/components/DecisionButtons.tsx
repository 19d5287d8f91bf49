/** Accept and Reject for one waiting application (admin), with the spec's success and failure toasts. */
import { Group } from '@mantine/core';
import { messages, type Application } from '@sewamudah/shared';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateApplicationStatusMutation } from '../api';

export function DecisionButtons({ application }: { application: Application }) {
  const [updateStatus, { isLoading, originalArgs }] = useUpdateApplicationStatusMutation();
  const busyWith = isLoading ? originalArgs?.status : undefined;
  const who = `${application.user.firstname} ${application.user.lastname}`.trim();
  const unit = application.roomName
    ? `${application.roomName} at ${application.property.name}`
    : application.property.name;

  const decide = async (status: 'Accepted' | 'Rejected') => {
    const ok = status === 'Accepted' ? messages.applications.accepted : messages.applications.rejected;
    const failed = status === 'Accepted' ? messages.applications.acceptFailed : messages.applications.rejectFailed;
    try {
      await updateStatus({ id: application._id, status }).unwrap();
      notifySuccess(ok);
    } catch (error) {
      const reason = getErrorMessage(error, '');
      notifyError(reason ? `${failed}: ${reason}` : failed);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <ConfirmAction
        label="Accept"
        title="Accept application"
        message={`Accept ${who} for ${unit}? A contract and a deposit charge are created and the other waiting applications for it are rejected.`}
        confirmLabel="Accept"
        color="green"
        onConfirm={() => decide('Accepted')}
        loading={busyWith === 'Accepted'}
        disabled={isLoading}
        buttonProps={{ size: 'xs' }}
      />
      <ConfirmAction
        label="Reject"
        title="Reject application"
        message={`Reject ${who}'s application for ${unit}? They are told by e-mail; this cannot be undone.`}
        confirmLabel="Reject"
        color="red"
        onConfirm={() => decide('Rejected')}
        loading={busyWith === 'Rejected'}
        disabled={isLoading}
        buttonProps={{ size: 'xs', variant: 'light' }}
      />
    </Group>
  );
}
