import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { formatDate, MAX_TICKET_PHOTOS } from '@sewamudah/shared';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { DateText } from '@/components/ui/date-text';
import { PageLoader } from '@/components/ui/page-loader';
import { selectCurrentUser } from '@/features/auth';
import { TicketBadges } from '../components/ticket-badges';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { RichText, useT, valueText } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useAddPhotosMutation, useGetTicketQuery } from '../api';
import { MediaPicker } from '../components/media-picker';
import { PhotoGrid } from '../components/photo-grid';
import { TicketClosing } from '../components/ticket-closing';
import { TicketCost } from '../components/ticket-cost';
import { TicketSection } from '../components/ticket-section';
import { TicketThread } from '../components/ticket-thread';
import { TicketTimeline } from '../components/ticket-timeline';
import { TicketVisits } from '../components/ticket-visits';

/**
 * One ticket (issue 26), for its tenant (/complaint/:id) and for admins (/manage-complaints/:id): the promise, the
 * details with photos and video, visits, cost, closing, the thread and the timeline. Phone first: one column.
 */
export function TicketPage() {
  const t = useT();
  const { id = '' } = useParams();
  const me = useAppSelector(selectCurrentUser);
  const admin = me?.userType === 'admin';
  // The ticket is a page of its board's screen.
  usePageTitle(admin ? 'Manage Complaints' : 'Complaint History');
  const { data: ticket, error, isLoading } = useGetTicketQuery(id, { refetchOnMountOrArgChange: true });
  const [addPhotos, photosState] = useAddPhotosMutation();
  if (isLoading) return <PageLoader />;
  if (!ticket || !me) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(error, t('generic.unexpected'))}
      </Alert>
    );
  }
  const m = ticket.maintenance;
  const back = admin ? '/manage-complaints' : '/complaint';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('maintenanceUi.backToList')}
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light">{valueText('status', ticket.status)}</Badge>
          <TicketBadges complaint={ticket} />
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {ticket.title}
        </Title>
        {m && m.sla.nextDueAt ? (
          <Alert color={m.sla.overdue ? 'red' : 'blue'} icon={<IconClock size={18} aria-hidden />} p="xs">
            <RichText
              id={m.sla.respondedAt ? 'maintenanceUi.promiseFix' : 'maintenanceUi.promiseRespond'}
              values={{ date: <DateText value={m.sla.nextDueAt} withTime /> }}
            />
          </Alert>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <TicketSection id="ticket-details" title={t('maintenanceUi.details')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {ticket.description}
            </Text>
            <Text size="xs" c="dimmed">
              <RichText id="maintenanceUi.reported" values={{ date: <DateText value={ticket.createdAt} withTime /> }} />
              {admin
                ? ` · ${ticket.customer.firstname} ${ticket.customer.lastname} · ${ticket.property.name}`
                : ` · ${ticket.property.name}`}
            </Text>
            {m ? (
              <Stack gap={2}>
                <Text size="sm">{t('maintenanceUi.placeLine', { place: m.place })}</Text>
                <Text size="sm">{m.entryPermitted ? t('maintenanceUi.entryYes') : t('maintenanceUi.entryNo')}</Text>
                {m.preferredWindows.map((w, i) => (
                  <Text key={i} size="sm" c="dimmed">
                    {t('maintenanceUi.visitWindow', { ...w, date: formatDate(w.date) })}
                  </Text>
                ))}
              </Stack>
            ) : null}
            {ticket.photos.length ? (
              <PhotoGrid photos={ticket.photos} label={(n) => t('maintenanceUi.photoN', { n })} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('maintenanceUi.noPhotos')}
              </Text>
            )}
            {ticket.video ? (
              <video
                src={ticket.video.viewUrl}
                controls
                preload="metadata"
                style={{ width: '100%', maxHeight: 320 }}
                aria-label={t('maintenanceUi.video')}
              />
            ) : null}
            {!admin && ticket.status !== 'Handled' && ticket.photos.length < MAX_TICKET_PHOTOS ? (
              <MediaPicker
                kind="photo"
                label={t('maintenanceUi.photos')}
                buttonLabel={t('maintenanceUi.takePhoto')}
                max={MAX_TICKET_PHOTOS - ticket.photos.length}
                files={[]}
                onChange={(photos) =>
                  void addPhotos({ id: ticket._id, photos })
                    .unwrap()
                    .catch((e: unknown) => notifyError(getErrorMessage(e, t('generic.unexpected'))))
                }
              />
            ) : null}
            {photosState.isLoading ? <Text size="xs">{t('maintenanceUi.uploading')}</Text> : null}
          </TicketSection>
          <TicketVisits ticket={ticket} admin={admin} />
          <TicketCost ticket={ticket} admin={admin} />
          {admin ? null : <TicketClosing ticket={ticket} />}
          {admin && ticket.rating ? <TicketClosing ticket={ticket} /> : null}
        </Stack>
        <Stack gap="md">
          <TicketThread id={ticket._id} me={me} />
          <TicketTimeline id={ticket._id} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
