import { Button, Group } from '@mantine/core';
import type { Viewing } from '@sewamudah/shared';
import { useState } from 'react';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useLanguage, useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useCancelViewingMutation } from '../api';
import { RescheduleDialog } from './reschedule-dialog';
import { slotDay } from './slot-text';

/** Move and cancel (asked first, naming the home and time), offered while the viewing is ahead. */
export function ViewingActions({ viewing, admin = false }: { viewing: Viewing; admin?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const [cancel, { isLoading }] = useCancelViewingMutation();
  const [moving, setMoving] = useState(false);
  if (!viewing.upcoming) return null;
  const values = {
    place: viewing.property.name,
    day: slotDay(viewing.slot.date, language),
    time: viewing.slot.time,
    customer: viewing.customer.name,
  };
  const onCancel = async () => {
    try {
      await cancel(viewing.id).unwrap();
      notifySuccess(t('viewingsUi.cancelled'));
    } catch (failure) {
      notifyError(getErrorMessage(failure, t('generic.unexpected')));
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="light" onClick={() => setMoving(true)}>
        {t('viewingsUi.reschedule')}
      </Button>
      <ConfirmAction
        label={t('viewingsUi.cancel')}
        title={t('viewingsUi.cancelTitle')}
        message={t(admin ? 'viewingsUi.cancelAdminMessage' : 'viewingsUi.cancelMessage', values)}
        confirmLabel={t('viewingsUi.cancel')}
        cancelLabel={t('viewingsUi.keep')}
        onConfirm={onCancel}
        loading={isLoading}
        buttonProps={{ size: 'compact-sm', variant: 'subtle' }}
      />
      {moving ? <RescheduleDialog viewing={viewing} onClose={() => setMoving(false)} /> : null}
    </Group>
  );
}
