import { Alert, Button, Chip, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { RATING_REASONS, type RatingReason, type Ticket } from '@sewamudah/shared';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { DateText } from '@/components/ui/date-text';
import { getErrorMessage } from '@/lib/api-error';
import { RichText, useT } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useConfirmFixedMutation, useRateTicketMutation, useReopenTicketMutation } from '../api';
import { TicketSection } from './ticket-section';

/** Closing (issue 26 §5): the tenant confirms, rates once, or reopens within 7 days of Handled. */
export function TicketClosing({ ticket }: { ticket: Ticket }) {
  const t = useT();
  const [confirmFixed, confirmState] = useConfirmFixedMutation();
  const [rate, rateState] = useRateTicketMutation();
  const [reopen, reopenState] = useReopenTicketMutation();
  const [thumbs, setThumbs] = useState<'up' | 'down'>('up');
  const [reasons, setReasons] = useState<RatingReason[]>([]);
  const [comment, setComment] = useState('');
  const [why, setWhy] = useState('');
  const fail = (e: unknown) => notifyError(getErrorMessage(e, t('generic.unexpected')));
  const { can, rating } = ticket;
  // Only a card with something in it: the rating given, or a step the server still takes (confirm, rate, reopen).
  if (!rating && !can.confirm && !can.rate && !can.reopen) return null;
  return (
    <TicketSection id="ticket-closing" title={t('maintenanceUi.rate')}>
      {ticket.reviewUntil && (can.confirm || can.rate || can.reopen) ? (
        <Text size="sm" c="dimmed">
          <RichText id="maintenanceUi.reviewUntil" values={{ date: <DateText value={ticket.reviewUntil} /> }} />
        </Text>
      ) : null}
      {ticket.maintenance?.confirmedAt ? (
        <Alert color="green" p="xs">
          {t('maintenanceUi.confirmedFixed')}
        </Alert>
      ) : null}
      {can.confirm ? (
        <Button
          color="green"
          loading={confirmState.isLoading}
          onClick={() => void confirmFixed({ id: ticket._id }).unwrap().catch(fail)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('maintenanceUi.confirmFixed')}
        </Button>
      ) : null}
      {rating ? (
        <Text size="sm">
          {t('maintenanceUi.rated', {
            thumbs: rating.thumbs === 'up' ? t('maintenanceUi.thumbsUp') : t('maintenanceUi.thumbsDown'),
          })}
        </Text>
      ) : can.rate ? (
        <Stack gap={6}>
          <SegmentedControl
            value={thumbs}
            onChange={(v) => setThumbs(v as 'up' | 'down')}
            data={[
              { value: 'up', label: <Thumb up label={t('maintenanceUi.thumbsUp')} /> },
              { value: 'down', label: <Thumb up={false} label={t('maintenanceUi.thumbsDown')} /> },
            ]}
          />
          <Chip.Group multiple value={reasons} onChange={(v) => setReasons(v as RatingReason[])}>
            <Group gap={6}>
              {RATING_REASONS.map((r) => (
                <Chip key={r} value={r} size="sm">
                  {t(`maintenanceUi.reasons.${r}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <TextInput
            label={t('maintenanceUi.ratingComment')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Button
            loading={rateState.isLoading}
            onClick={() =>
              void rate({ id: ticket._id, thumbs, reasons, ...(comment.trim() ? { comment } : {}) })
                .unwrap()
                .catch(fail)
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {t('maintenanceUi.submitRating')}
          </Button>
        </Stack>
      ) : null}
      {can.reopen ? (
        <Stack gap={6}>
          <TextInput
            label={t('maintenanceUi.reopenReason')}
            value={why}
            onChange={(e) => setWhy(e.currentTarget.value)}
          />
          <Button
            variant="default"
            loading={reopenState.isLoading}
            disabled={!why.trim()}
            onClick={() =>
              void reopen({ id: ticket._id, reason: why })
                .unwrap()
                .then(() => setWhy(''))
                .catch(fail)
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {t('maintenanceUi.reopen')}
          </Button>
        </Stack>
      ) : null}
    </TicketSection>
  );
}

function Thumb({ up, label }: { up: boolean; label: string }) {
  return (
    <Group gap={6} justify="center" wrap="nowrap">
      {up ? <IconThumbUp size={16} aria-hidden /> : <IconThumbDown size={16} aria-hidden />}
      <span>{label}</span>
    </Group>
  );
}
