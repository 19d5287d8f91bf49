/**
 * Admin: end an active contract early on a chosen date: today at the earliest and after the start date (the
 * server's rule), the current end at the latest. A refusal shows inside the dialog, not in a toast behind it.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { addDays, formatDate, fullName, todayInMalaysia, type Contract } from '@sewamudah/shared';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { ConfirmDialog } from '@/components/ui/confirm-action';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useEndContractMutation } from '../api';

interface EndContractDialogProps {
  contract: Contract;
  opened: boolean;
  onClose: () => void;
}

/** The first end date the server accepts: the later of today and the day after the start; null if none fits. */
export function earliestEndDate(contract: Pick<Contract, 'startDate' | 'endDate'>, today: string): string | null {
  const afterStart = addDays(contract.startDate, 1);
  const earliest = today > afterStart ? today : afterStart;
  return earliest <= contract.endDate ? earliest : null;
}

export function EndContractDialog({ contract, opened, onClose }: EndContractDialogProps) {
  const earliest = earliestEndDate(contract, todayInMalaysia());
  const [endDate, setEndDate] = useState<string | null>(earliest);
  const [error, setError] = useState<string | null>(null);
  const [endContract] = useEndContractMutation();
  const t = useT();
  const summary = {
    name: fullName(contract.user),
    property: contract.property.name,
    room: contract.roomName ?? '',
    date: formatDate(contract.endDate),
  };

  const handleEnd = async () => {
    if (!endDate) return;
    setError(null);
    try {
      await endContract({ id: contract._id, endDate }).unwrap();
      notifySuccess(t('contractsUi.ended'));
      onClose();
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('contractsUi.endTitle')}
      color="orange"
      confirmLabel={t('contractsUi.endConfirm')}
      confirmDisabled={!endDate}
      keepOpenAfterConfirm
      onConfirm={handleEnd}
      message={
        <Stack gap="md">
          <Text size="sm">
            {contract.roomName ? t('contractsUi.endSummaryWithRoom', summary) : t('contractsUi.endSummary', summary)}
          </Text>
          <DateField
            label={t('contractsUi.newEndDate')}
            value={endDate}
            onChange={setEndDate}
            minDate={earliest ?? contract.endDate}
            maxDate={contract.endDate}
            required
            clearable={false}
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
