import { Badge } from '@mantine/core';
import type { Viewing } from '@sewamudah/shared';
import { t } from '@/lib/i18n';

/** Booked (ahead), viewed (ended while booked), or cancelled (by whom, for the customer). */
export function ViewingStatus({ viewing }: { viewing: Viewing }) {
  if (viewing.status === 'cancelled') {
    return (
      <Badge color="gray" variant="light" miw="max-content">
        {viewing.cancelledBy === 'admin' ? t('viewingsUi.cancelledByAdmin') : t('viewingsUi.statusCancelled')}
      </Badge>
    );
  }
  return viewing.upcoming ? (
    <Badge color="teal" variant="light" miw="max-content">
      {t('viewingsUi.statusBooked')}
    </Badge>
  ) : (
    <Badge color="indigo" variant="light" miw="max-content">
      {t('viewingsUi.statusDone')}
    </Badge>
  );
}
