import { Text, Timeline } from '@mantine/core';
import { formatDate, formatRM, type TicketEvent } from '@sewamudah/shared';
import { DateText } from '@/components/ui/date-text';
import { useT, valueText } from '@/lib/i18n';
import { useGetTimelineQuery } from '../api';
import { TicketSection } from './ticket-section';

/** The ticket's log as both sides see it (issue 26 §2): who did what, when. */
export function TicketTimeline({ id }: { id: string }) {
  const t = useT();
  const { data: events = [] } = useGetTimelineQuery(id);
  const line = (e: TicketEvent): string => {
    const d = e.data;
    switch (e.type) {
      case 'statusChanged':
        return t('maintenanceUi.events.statusChanged', {
          from: valueText('status', String(d.from)),
          to: valueText('status', String(d.to)),
        });
      case 'photosAdded':
        return t('maintenanceUi.events.photosAdded', { count: Number(d.count ?? 0) });
      case 'visitProposed':
      case 'visitConfirmed':
        return t(`maintenanceUi.events.${e.type}`, {
          date: formatDate(String(d.date)),
          from: String(d.from),
          to: String(d.to),
        });
      case 'visitRescheduleRequested':
        return t('maintenanceUi.events.visitRescheduleRequested', { note: String(d.note ?? '') });
      case 'visitOutcome':
        return t('maintenanceUi.events.visitOutcome', {
          outcome: t(`maintenanceUi.outcome.${String(d.outcome) as 'fixed'}`),
        });
      case 'costRecorded':
        return t('maintenanceUi.events.costRecorded', {
          total: formatRM(Number(d.totalRm)),
          bearer: t(`maintenanceUi.bearers.${String(d.bearer) as 'tenant'}`),
        });
      case 'costDisputed':
        return t('maintenanceUi.events.costDisputed', { reason: String(d.reason ?? '') });
      case 'rated':
        return t('maintenanceUi.events.rated', {
          thumbs: d.thumbs === 'up' ? t('maintenanceUi.thumbsUp') : t('maintenanceUi.thumbsDown'),
        });
      case 'reopened':
        return t('maintenanceUi.events.reopened', { reason: String(d.reason ?? '') });
      default:
        return t(`maintenanceUi.events.${e.type}`);
    }
  };
  return (
    <TicketSection id="ticket-timeline" title={t('maintenanceUi.timeline')}>
      <Timeline bulletSize={12} lineWidth={2}>
        {events.map((e) => (
          <Timeline.Item key={e.id} title={line(e)}>
            <Text size="xs" c="dimmed">
              <DateText value={e.at} withTime />
              {e.actor ? ` · ${e.actor.firstname} ${e.actor.lastname}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </TicketSection>
  );
}
