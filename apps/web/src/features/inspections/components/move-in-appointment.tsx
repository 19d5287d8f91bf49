/**
 * The move-in appointment (issue 25 §1): the admin offers times, the tenant picks one or proposes another, the other
 * side confirms.
 */
import { formatDateTime, type MoveIn } from '@sewamudah/shared';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useConfirmAppointmentMutation, useSetAppointmentMutation } from '../api';
import { toIso, useRun } from './move-in-actions';

export function MoveInAppointment({ id, moveIn, isAdmin }: { id: string; moveIn: MoveIn; isAdmin: boolean }) {
  const t = useT();
  const run = useRun();
  const [setAppointment, setting] = useSetAppointmentMutation();
  const [confirm, confirming] = useConfirmAppointmentMutation();
  const [times, setTimes] = useState<string[]>(['']);
  const a = moveIn.appointment;
  if (a.confirmed && a.at) return <Text fw={600}>{t('moveInUi.confirmedFor', { time: formatDateTime(a.at) })}</Text>;
  const waiting =
    a.proposedBy === 'tenant' && a.at && !isAdmin
      ? t('moveInUi.waitingAdmin', { time: formatDateTime(a.at) })
      : a.proposedBy === 'admin' && isAdmin
        ? t('moveInUi.waitingTenant')
        : null;
  const chosen = times.filter(Boolean);
  return (
    <Stack gap="sm">
      {waiting ? <Text size="sm">{waiting}</Text> : null}
      {!isAdmin && a.proposedBy === 'admin' && a.slots.length ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('moveInUi.offered')}
          </Text>
          {a.slots.map((slot) => (
            <Group key={slot} justify="space-between" wrap="nowrap">
              <Text size="sm">{formatDateTime(slot)}</Text>
              <Button
                size="xs"
                loading={confirming.isLoading}
                onClick={() => void run(() => confirm({ id, at: slot }).unwrap())}
              >
                {t('moveInUi.pick')}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}
      {isAdmin && a.proposedBy === 'tenant' && a.at ? (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('moveInUi.proposedByTenant', { time: formatDateTime(a.at) })}</Text>
          <Button
            size="xs"
            loading={confirming.isLoading}
            onClick={() => void run(() => confirm({ id, at: a.at! }).unwrap())}
          >
            {t('moveInUi.confirm')}
          </Button>
        </Group>
      ) : null}
      <Text size="sm" fw={600}>
        {t(isAdmin ? 'moveInUi.offer' : 'moveInUi.propose')}
      </Text>
      {times.map((value, index) => (
        <TextInput
          key={index}
          type="datetime-local"
          aria-label={t('moveInUi.time')}
          value={value}
          onChange={(e) => setTimes(times.map((v, i) => (i === index ? e.currentTarget.value : v)))}
        />
      ))}
      <Group gap="xs">
        {isAdmin && times.length < 5 ? (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setTimes([...times, ''])}
          >
            {t('moveInUi.addSlot')}
          </Button>
        ) : null}
        <Button
          size="xs"
          disabled={chosen.length === 0}
          loading={setting.isLoading}
          onClick={() =>
            void run(() =>
              setAppointment(
                isAdmin ? { id, slots: chosen.map(toIso) } : { id, proposedAt: toIso(chosen[0]!) },
              ).unwrap(),
            )
          }
        >
          {t('moveInUi.send')}
        </Button>
      </Group>
    </Stack>
  );
}
