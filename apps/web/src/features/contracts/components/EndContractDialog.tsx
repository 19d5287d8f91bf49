/** Admin: end an active contract early on a chosen date (today at the earliest, the current end at the latest). */
import { Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { formatDate, fullName, messages, todayInMalaysia, type Contract } from '@sewamudah/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-action';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useEndContractMutation } from '../api';

interface EndContractDialogProps {
  contract: Contract;
  opened: boolean;
  onClose: () => void;
}

export function EndContractDialog({ contract, opened, onClose }: EndContractDialogProps) {
  const today = todayInMalaysia();
  const [endDate, setEndDate] = useState<string | null>(today);
  const [endContract] = useEndContractMutation();

  const handleEnd = async () => {
    if (!endDate) return;
    try {
      await endContract({ id: contract._id, endDate }).unwrap();
      notifySuccess('Contract ended successfully');
      onClose();
    } catch (error) {
      notifyError(getErrorMessage(error, messages.generic.unexpected));
    }
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="End contract early"
      color="orange"
      confirmLabel="End contract"
      confirmDisabled={!endDate}
      keepOpenAfterConfirm
      onConfirm={handleEnd}
      message={
        <Stack gap="md">
          <Text size="sm">
            {fullName(contract.user)} at {contract.property.name}
            {contract.roomName ? ` (${contract.roomName})` : ''}, currently ending {formatDate(contract.endDate)}. The
            unit or room is freed at once and unpaid rent due after the new end date is cancelled.
          </Text>
          <DatePickerInput
            label="New end date"
            value={endDate}
            onChange={setEndDate}
            minDate={today > contract.startDate ? today : contract.startDate}
            maxDate={contract.endDate}
            valueFormat="DD/MM/YYYY"
            required
          />
        </Stack>
      }
    />
  );
}
