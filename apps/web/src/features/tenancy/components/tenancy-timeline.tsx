/** The tenancy's events in order (issue 25 §6): what happened, when, by whom, and the documents each links. */
import { TENANCY_EVENT_TYPES, formatDate, formatRM, type TenancyEvent } from '@sewamudah/shared';
import { Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { DateText } from '@/components/ui/date-text';
import { DownloadButton } from '@/features/receipts/components/download-button';
import { useT, type MessageKey } from '@/lib/i18n';

const known = new Set<string>(TENANCY_EVENT_TYPES);

function detail(event: TenancyEvent, t: ReturnType<typeof useT>): string | null {
  const { data } = event;
  if (typeof data.amount === 'number') return formatRM(data.amount);
  if (typeof data.endDate === 'string' && (event.type === 'notice_given' || event.type === 'ended')) {
    return t('tenancy.eventDetail.endDate', { date: formatDate(data.endDate) });
  }
  return null;
}

export function TenancyTimeline({ events }: { events: TenancyEvent[] }) {
  const t = useT();
  if (events.length === 0) return <Text c="dimmed">{t('tenancy.page.noEvents')}</Text>;
  return (
    <Paper withBorder p="md" radius="md">
      <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
        {events.map((event) => {
          const label = known.has(event.type) ? `tenancy.event.${event.type}` : 'tenancy.event.other';
          const extra = detail(event, t);
          return (
            <Timeline.Item key={event.id} title={t(label as MessageKey)}>
              <Stack gap={2}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    <DateText value={event.at} withTime />
                  </Text>
                  <Text size="sm" c="dimmed">
                    {event.actor.name
                      ? t('tenancy.page.by', { name: event.actor.name })
                      : t(`tenancy.page.byRole.${event.actor.role}` as MessageKey)}
                  </Text>
                </Group>
                {extra ? <Text size="sm">{extra}</Text> : null}
                {event.links.map((link) =>
                  link.href ? (
                    <DownloadButton
                      key={`${link.kind}-${link.id}`}
                      url={link.href.replace(/^\/api/, '')}
                      filename={`${link.kind}-${link.id}.pdf`}
                      label={t('tenancy.page.open')}
                      variant="subtle"
                      style={{ alignSelf: 'flex-start' }}
                    />
                  ) : null,
                )}
              </Stack>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Paper>
  );
}
