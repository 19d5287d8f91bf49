/** Admin: end an active contract early on a chosen date (today at the earliest, the current end at the latest). */
import { Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ms';
import { formatDate, fullName, todayInMalaysia, type Contract } from '@sewamudah/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-action';
import { useLanguage, useT } from '@/lib/i18n';
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
  const t = useT();
  // The calendar's month and day names follow the page's language (dayjs locales 'en' and 'ms').
  const language = useLanguage();
  const summary = {
    name: fullName(contract.user),
    property: contract.property.name,
    room: contract.roomName ?? '',
    date: formatDate(contract.endDate),
  };

  const handleEnd = async () => {
    if (!endDate) return;
    try {
      await endContract({ id: contract._id, endDate }).unwrap();
      notifySuccess(t('contractsUi.ended'));
      onClose();
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
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
          <DatesProvider settings={{ locale: language }}>
            <DatePickerInput
              label={t('contractsUi.newEndDate')}
              value={endDate}
              onChange={setEndDate}
              minDate={today > contract.startDate ? today : contract.startDate}
              maxDate={contract.endDate}
              valueFormat="DD/MM/YYYY"
              required
            />
          </DatesProvider>
        </Stack>
      }
    />
  );
}
