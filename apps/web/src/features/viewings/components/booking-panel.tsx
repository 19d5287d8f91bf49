/**
 * The listing's viewing panel (issue 28 §4), loaded on demand: the open times of the next three weeks; a signed-in
 * customer books in two taps (a time, then confirm). A full or past time is refused by the server with its message.
 */
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ViewingSlot } from '@sewamudah/shared';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import texts from 'virtual:i18n-area/viewingPanel';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { registerArea, useLanguage, useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useBookViewingMutation, useGetPropertyViewingSlotsQuery, useGetViewingsQuery } from '../api';
import { SlotPicker } from './slot-picker';
import { slotDay } from './slot-text';

registerArea(texts);

/** Times shown before "More times" (a phone's screen). */
const FIRST_TIMES = 6;

export function BookingPanel({ propertyId }: { propertyId: string }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const user = useSelector(selectCurrentUser);
  const isCustomer = user?.userType === 'customer';
  const { data: slots, error, isLoading } = useGetPropertyViewingSlotsQuery(propertyId);
  const { data: mine } = useGetViewingsQuery(
    { page: 1, limit: 1, when: 'upcoming', propertyId },
    { skip: !isCustomer },
  );
  const [book, { isLoading: booking }] = useBookViewingMutation();
  const [selected, setSelected] = useState<ViewingSlot | null>(null);
  const [showAll, setShowAll] = useState(false);
  const upcoming = mine?.items[0];
  const at = (slot: Pick<ViewingSlot, 'date' | 'time'>) => ({ day: slotDay(slot.date, language), time: slot.time });

  const confirm = async () => {
    if (!selected) return;
    try {
      await book({ slotId: selected.id }).unwrap();
      notifySuccess(t('viewingPanel.booked', at(selected)));
      setSelected(null);
    } catch (failure) {
      notifyError(getErrorMessage(failure, t('viewingPanel.loadError')));
    }
  };

  // The second tap's button sits right under the chosen time's day, so it is in view on a phone.
  const action = (date: string) => {
    if (!selected || selected.date !== date) return null;
    if (isCustomer) {
      return (
        <Button
          onClick={confirm}
          loading={booking}
          fullWidth
          size="md"
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {t('viewingPanel.confirm', at(selected))}
        </Button>
      );
    }
    if (!user) {
      return (
        <Button component={Link} to={paths.login()} state={{ from: location }} fullWidth size="md">
          {t('viewingPanel.loginToBook')}
        </Button>
      );
    }
    return null;
  };

  const shown = slots && !showAll ? slots.slice(0, FIRST_TIMES) : (slots ?? []);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="viewing-panel-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="viewing-panel-title">
          <IconCalendarEvent size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {t('viewingPanel.title')}
        </Title>
        {upcoming ? (
          <Alert color="teal" variant="light">
            <Stack gap={4}>
              <Text size="sm">{t('viewingPanel.haveViewing', at(upcoming.slot))}</Text>
              <Anchor component={Link} to={paths.myViewings()} size="sm">
                {t('viewingPanel.openMine')}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {t('viewingPanel.loadError')}
          </Alert>
        ) : null}
        {!isLoading && slots?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('viewingPanel.none')}
          </Text>
        ) : null}
        {slots && slots.length > 0 ? (
          <>
            <Text size="sm" c="dimmed">
              {user?.userType === 'admin' ? t('viewingPanel.adminNote') : t('viewingPanel.intro')}
            </Text>
            <SlotPicker
              slots={shown}
              selected={selected?.id ?? null}
              onSelect={setSelected}
              label={t('viewingPanel.slotsLabel')}
              placesLeft={(count) => t('viewingPanel.placesLeft', { count })}
              after={action}
            />
            {!showAll && slots.length > FIRST_TIMES ? (
              <Button variant="subtle" size="compact-sm" onClick={() => setShowAll(true)}>
                {t('viewingPanel.moreTimes')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
