/**
 * Admin: cancel a tenancy that has not started (docs/decisions/0028), with a reason. The server refuses while money
 * paid for it has not been refunded; its answer shows inside the dialog.
 */
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { cancelContractBodySchema, formatDate, fullName, todayInMalaysia, type Contract } from '@sewamudah/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-action';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useCancelContractMutation } from '../api';

/** Awaiting Payment, or Active with its start date still ahead (Malaysian today): the server has the final word. */
export const isNotStarted = (contract: Contract, today: string = todayInMalaysia()) =>
  contract.status === 'Awaiting Payment' || (contract.status === 'Active' && contract.startDate > today);

interface CancelContractDialogProps {
  contract: Contract;
  opened: boolean;
  onClose: () => void;
}

export function CancelContractDialog({ contract, opened, onClose }: CancelContractDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancelContract] = useCancelContractMutation();
  const t = useT();
  const valid = cancelContractBodySchema.safeParse({ reason }).success;

  const handleCancel = async () => {
    if (!valid) return;
    setError(null);
    try {
      await cancelContract({ id: contract._id, reason: reason.trim() }).unwrap();
      notifySuccess(t('contractsUi.cancelled'));
      onClose();
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('contractsUi.cancelTitle')}
      color="red"
      confirmLabel={t('contractsUi.cancelConfirm')}
      cancelLabel={t('contractsUi.cancelKeep')}
      confirmDisabled={!valid}
      keepOpenAfterConfirm
      onConfirm={handleCancel}
      message={
        <Stack gap="md">
          <Text size="sm">
            {t('contractsUi.cancelSummary', {
              name: fullName(contract.user),
              property: contract.property.name,
              date: formatDate(contract.startDate),
            })}
          </Text>
          <Textarea
            label={t('contractsUi.cancelReason')}
            placeholder={t('contractsUi.cancelReasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            required
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      }
    />
  );
}
