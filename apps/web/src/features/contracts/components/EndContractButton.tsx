/** Admin: end an active contract early on a chosen date (today at the earliest, the current end at the latest). */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, messages, todayInMalaysia, type Contract } from '@sewamudah/shared';
import { useState } from 'react';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useEndContractMutation } from '../api';

export function EndContractButton({ contract }: { contract: Contract }) {
  const [opened, { open, close }] = useDisclosure(false);
  const today = todayInMalaysia();
  const [endDate, setEndDate] = useState<string | null>(today);
  const [endContract, { isLoading }] = useEndContractMutation();

  const handleEnd = async () => {
    if (!endDate) return;
    try {
      await endContract({ id: contract._id, endDate }).unwrap();
      notifySuccess('Contract ended successfully');
      close();
    } catch (error) {
      notifyError(getErrorMessage(error, messages.generic.unexpected));
    }
  };

  return (
    <>
      <Button size="xs" variant="light" color="orange" onClick={open}>
        End early
      </Button>
      <Modal opened={opened} onClose={close} title="End contract early" centered>
        <Stack gap="md">
          <Text size="sm">
            {contract.user.firstname} {contract.user.lastname} at {contract.property.name}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isLoading}>
              Cancel
            </Button>
            <Button color="orange" onClick={() => void handleEnd()} loading={isLoading} disabled={!endDate}>
              End contract
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
