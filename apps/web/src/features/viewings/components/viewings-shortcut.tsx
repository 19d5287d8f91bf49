/**
 * The dashboard's way to viewings (issue 28 §4): a customer sees their next viewing and "My viewings"; an admin sees
 * how many viewings are booked today, the first few with the customer's name, and the link to the day's list.
 */
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { todayInMalaysia, type Viewing } from '@sewamudah/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/i18n';
import { useGetViewingDayQuery, useGetViewingsQuery } from '../api';
import { slotDay } from './slot-text';

const SHOWN = 3;

function Shortcut({ title, to, rows }: { title: string; to: string; rows: string[] }) {
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Anchor component={Link} to={to} fw={600}>
              {title}
            </Anchor>
            {rows.map((row) => (
              <Text key={row} size="sm" c="dimmed">
                {row}
              </Text>
            ))}
          </Stack>
        </Group>
      </Group>
    </Paper>
  );
}

export function AdminViewingsShortcut() {
  const t = useT();
  const today = todayInMalaysia();
  const { data } = useGetViewingDayQuery({ date: today, page: 1, limit: SHOWN });
  const rows = (data?.items ?? []).map((v: Viewing) => `${v.slot.time} · ${v.property.name} · ${v.customer.name}`);
  return (
    <Shortcut
      title={t('viewingsUi.adminDashboardLink', { count: data?.total ?? 0 })}
      to={paths.manageViewings(today)}
      rows={rows.length > 0 ? rows : [t('viewingsUi.dayEmpty')]}
    />
  );
}

export function CustomerViewingsShortcut() {
  const t = useT();
  const language = useLanguage();
  const { data } = useGetViewingsQuery({ page: 1, limit: SHOWN, when: 'upcoming' });
  const rows = (data?.items ?? []).map((v) => `${slotDay(v.slot.date, language)}, ${v.slot.time} · ${v.property.name}`);
  return (
    <Shortcut
      title={t('viewingsUi.dashboardLink')}
      to={paths.myViewings()}
      rows={rows.length > 0 ? rows : [t('viewingsUi.emptyUpcoming')]}
    />
  );
}
