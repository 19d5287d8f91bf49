import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, VISIT_OUTCOMES, type Ticket, type VisitOutcome } from '@sewamudah/shared';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import {
  useConfirmVisitMutation,
  useProposeVisitMutation,
  useRecordOutcomeMutation,
  useRescheduleVisitMutation,
} from '../api';
import { TicketSection } from './ticket-section';

const STATUS_COLOURS = {
  proposed: 'yellow',
  confirmed: 'green',
  rescheduleRequested: 'orange',
  done: 'blue',
  cancelled: 'gray',
} as const;

/** Visits (issue 26 §2): the tenant confirms or asks for another time; an admin proposes and records the outcome. */
export function TicketVisits({ ticket, admin }: { ticket: Ticket; admin: boolean }) {
  const t = useT();
  const [confirm] = useConfirmVisitMutation();
  const [reschedule] = useRescheduleVisitMutation();
  const [outcome] = useRecordOutcomeMutation();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<string | null>(null);
  const [result, setResult] = useState<VisitOutcome>('fixed');
  const run = (p: Promise<unknown>) =>
    p.catch((e: unknown) => notifyError(getErrorMessage(e, t('generic.unexpected'))));
  const open = ticket.status !== 'Handled';
  return (
    <TicketSection id="ticket-visits" title={t('maintenanceUi.visits')}>
      {ticket.visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('maintenanceUi.noVisits')}
        </Text>
      ) : null}
      {ticket.visits.map((v) => (
        <Paper key={v.id} withBorder p="xs" radius="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {t('maintenanceUi.visitWindow', { date: formatDate(v.date), from: v.from, to: v.to })}
              </Text>
              <Badge color={STATUS_COLOURS[v.status]} variant="light" tt="none">
                {v.outcome ? t(`maintenanceUi.outcome.${v.outcome}`) : t(`maintenanceUi.visitStatus.${v.status}`)}
              </Badge>
            </Group>
            <Text size="sm">{t('maintenanceUi.visitWho', { name: v.visitorName, phone: v.visitorPhone })}</Text>
            {v.rescheduleNote ? (
              <Text size="xs" c="dimmed">
                {t('maintenanceUi.events.visitRescheduleRequested', { note: v.rescheduleNote })}
              </Text>
            ) : null}
            {!admin && v.status === 'proposed' ? (
              <Group gap="xs">
                <Button size="xs" onClick={() => void run(confirm({ id: ticket._id, visitId: v.id }).unwrap())}>
                  {t('maintenanceUi.confirmVisit')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setAsking(v.id)}>
                  {t('maintenanceUi.askOtherTime')}
                </Button>
              </Group>
            ) : null}
            {asking === v.id ? (
              <Stack gap={6}>
                <TextInput
                  label={t('maintenanceUi.otherTimeNote')}
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button
                  size="sm"
                  disabled={!note.trim()}
                  onClick={() =>
                    void run(
                      reschedule({ id: ticket._id, visitId: v.id, note })
                        .unwrap()
                        .then(() => setAsking(null)),
                    )
                  }
                >
                  {t('maintenanceUi.send')}
                </Button>
              </Stack>
            ) : null}
            {admin && (v.status === 'proposed' || v.status === 'confirmed' || v.status === 'rescheduleRequested') ? (
              <Group gap="xs" align="flex-end">
                <Select
                  size="xs"
                  label={t('maintenanceUi.recordOutcome')}
                  data={VISIT_OUTCOMES.filter((o) => o !== 'needsParts').map((o) => ({
                    value: o,
                    label: t(`maintenanceUi.outcome.${o}`),
                  }))}
                  value={result}
                  onChange={(value) => setResult((value as VisitOutcome | null) ?? 'fixed')}
                  allowDeselect={false}
                  style={{ flex: 1 }}
                />
                <Button
                  size="xs"
                  onClick={() => void run(outcome({ id: ticket._id, visitId: v.id, outcome: result }).unwrap())}
                >
                  {t('maintenanceUi.recordOutcome')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ))}
      {admin && open ? <ProposeVisitForm ticket={ticket} /> : null}
    </TicketSection>
  );
}

function ProposeVisitForm({ ticket }: { ticket: Ticket }) {
  const t = useT();
  const [propose, state] = useProposeVisitMutation();
  const [w, setW] = useState({ date: '', from: '10:00', to: '12:00', visitorName: '', visitorPhone: '' });
  const submit = (body: Parameters<typeof propose>[0]['body']) =>
    propose({ id: ticket._id, body })
      .unwrap()
      .catch((e: unknown) => notifyError(getErrorMessage(e, t('generic.unexpected'))));
  const who = { visitorName: w.visitorName, visitorPhone: w.visitorPhone };
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('maintenanceUi.proposeVisit')}
      </Text>
      <Group gap={6} grow>
        <TextInput
          label={t('maintenanceUi.visitorName')}
          value={w.visitorName}
          onChange={(e) => setW({ ...w, visitorName: e.currentTarget.value })}
        />
        <TextInput
          label={t('maintenanceUi.visitorPhone')}
          value={w.visitorPhone}
          onChange={(e) => setW({ ...w, visitorPhone: e.currentTarget.value })}
        />
      </Group>
      {(ticket.maintenance?.preferredWindows ?? []).map((pw, i) => (
        <Button
          key={i}
          size="xs"
          variant="light"
          loading={state.isLoading}
          disabled={!w.visitorName || !w.visitorPhone}
          onClick={() => void submit({ windowIndex: i, ...who })}
        >
          {t('maintenanceUi.acceptWindow', {
            window: t('maintenanceUi.visitWindow', { ...pw, date: formatDate(pw.date) }),
          })}
        </Button>
      ))}
      <Group gap={6} grow>
        <DateField
          label={t('maintenanceUi.windowDate')}
          value={w.date}
          onChange={(value) => setW({ ...w, date: value ?? '' })}
        />
        <TextInput
          type="time"
          label={t('maintenanceUi.windowFrom')}
          value={w.from}
          onChange={(e) => setW({ ...w, from: e.currentTarget.value })}
        />
        <TextInput
          type="time"
          label={t('maintenanceUi.windowTo')}
          value={w.to}
          onChange={(e) => setW({ ...w, to: e.currentTarget.value })}
        />
      </Group>
      <Button
        size="sm"
        loading={state.isLoading}
        disabled={!w.date || !w.visitorName || !w.visitorPhone}
        onClick={() => void submit({ date: w.date, from: w.from, to: w.to, ...who })}
        style={{ alignSelf: 'flex-end' }}
      >
        {t('maintenanceUi.proposeVisit')}
      </Button>
    </Stack>
  );
}
