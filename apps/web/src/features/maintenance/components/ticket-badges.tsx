import { Badge, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import type { Complaint } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DateText } from '@/components/ui/date-text';
import { RichText, useT } from '@/lib/i18n';

const URGENCY_COLOURS = { emergency: 'red', urgent: 'orange', routine: 'blue' } as const;

/** A ticket's category, urgency, due time and overdue mark on the board (issue 26 §3). */
export function TicketBadges({ complaint }: { complaint: Complaint }) {
  const t = useT();
  const ticket = complaint.ticket;
  if (!ticket || ticket.kind !== 'maintenance') return null;
  return (
    <Group gap={6}>
      {ticket.urgency ? (
        <Badge color={URGENCY_COLOURS[ticket.urgency]} variant="light">
          {t(`maintenanceUi.urgencies.${ticket.urgency}`)}
        </Badge>
      ) : null}
      {ticket.category ? (
        <Badge color="gray" variant="outline">
          {t(`maintenanceUi.categories.${ticket.category}`)}
        </Badge>
      ) : null}
      {ticket.overdue ? (
        <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          {t('maintenanceUi.overdue')}
        </Badge>
      ) : ticket.nextDueAt ? (
        <Badge color="gray" variant="light" tt="none">
          <RichText id="maintenanceUi.dueIn" values={{ date: <DateText value={ticket.nextDueAt} withTime /> }} />
        </Badge>
      ) : null}
      {ticket.reopenCount > 0 ? (
        <Badge color="grape" variant="light" tt="none">
          {t('maintenanceUi.reopened', { count: ticket.reopenCount })}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Opens the ticket page: the tenant's /complaint/:id or the admin's /manage-complaints/:id. */
export function TicketLink({ complaint, admin }: { complaint: Complaint; admin: boolean }) {
  const t = useT();
  return (
    <Button
      component={Link}
      to={admin ? `/manage-complaints/${complaint._id}` : `/complaint/${complaint._id}`}
      size="xs"
      variant="light"
      rightSection={<IconArrowRight size={14} aria-hidden />}
      aria-label={t('maintenanceUi.openTicketNamed', { title: complaint.title })}
    >
      {t('maintenanceUi.openTicket')}
    </Button>
  );
}
