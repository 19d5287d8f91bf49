import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingEstate, IconCalendar, IconUser, IconUserCheck } from '@tabler/icons-react';
import type { Complaint } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { DateText } from '@/components/ui/date-text';
import { RichText, useT } from '@/lib/i18n';
import { TicketBadges, TicketLink } from '@/features/maintenance/components/ticket-badges';

interface ComplaintCardProps {
  complaint: Complaint;
  /** Admins see who filed it. */
  showCustomer: boolean;
  actions?: ReactNode;
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Box c="dimmed" mt={2} aria-hidden>
        {icon}
      </Box>
      <Text size="sm">
        <Text span size="sm" c="dimmed">
          {label}:{' '}
        </Text>
        {children}
      </Text>
    </Group>
  );
}

const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`.trim();

/** One complaint on the board: what, where, who and, once handled, how it was resolved. */
export function ComplaintCard({ complaint, showCustomer, actions }: ComplaintCardProps) {
  const titleId = `complaint-${complaint._id}-title`;
  const t = useT();
  return (
    <Paper component="article" withBorder radius="md" p="md" shadow="xs" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {complaint.title}
        </Title>
        <TicketBadges complaint={complaint} />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {complaint.description}
        </Text>
        <Stack gap={4}>
          <Meta icon={<IconBuildingEstate size={16} />} label={t('complaintCard.property')}>
            {complaint.property.name}
          </Meta>
          {showCustomer ? (
            <Meta icon={<IconUser size={16} />} label={t('complaintCard.customer')}>
              {fullName(complaint.customer)}
            </Meta>
          ) : null}
          <Meta icon={<IconCalendar size={16} />} label={t('complaintCard.submitted')}>
            <DateText value={complaint.createdAt} />
          </Meta>
          {complaint.admin ? (
            <Meta icon={<IconUserCheck size={16} />} label={t('complaintCard.handledBy')}>
              {fullName(complaint.admin)}
            </Meta>
          ) : null}
        </Stack>
        {complaint.status === 'Handled' ? (
          <Box bg="green.0" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Text size="sm" fw={600} c="var(--mantine-color-green-light-color)">
              {t('complaintCard.resolution')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {complaint.resolutionDetails ?? t('complaintCard.noResolution')}
            </Text>
            {complaint.handledAt ? (
              <Text size="xs" c="dimmed" mt={4}>
                <RichText id="complaintCard.finishedOn" values={{ date: <DateText value={complaint.handledAt} /> }} />
              </Text>
            ) : null}
          </Box>
        ) : null}
        <Group gap="xs" justify="flex-end" mt={4}>
          <TicketLink complaint={complaint} admin={showCustomer} />
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
