/** Admin: waive a late charge with a reason the tenant sees (ADR 0031); the dialog names the charge first. */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { LATE_WAIVER_REASON_MAX, lateClauseMessages } from '@sewamudah/shared';
import { useState } from 'react';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { localizeRule } from '@/lib/i18n/localized-resolver';
import { useT } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useWaiveTransactionMutation } from '../api';

export function WaiveLateChargeModal({ id, record, onClose }: { id: string; record: string; onClose: () => void }) {
  const t = useT();
  const [waive, state] = useWaiveTransactionMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < 3) {
      setError(localizeRule(lateClauseMessages.waiverReasonRequired));
      return;
    }
    setError(null);
    try {
      await waive({ id, reason: trimmed }).unwrap();
      notifySuccess(t('lateChargesUi.waive.done'));
      onClose();
    } catch (failure) {
      setError(getFieldErrors(failure).reason ?? getErrorMessage(failure, t('generic.unexpected')));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('lateChargesUi.waive.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('lateChargesUi.waive.question', { record })}</Text>
        <Textarea
          label={t('lateChargesUi.waive.reason')}
          description={t('lateChargesUi.waive.reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={LATE_WAIVER_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={state.isLoading}>
            {t('lateChargesUi.waive.keep')}
          </Button>
          <Button color="orange" onClick={() => void confirm()} loading={state.isLoading}>
            {t('lateChargesUi.waive.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
