import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX, MAX_COMMENT_PHOTOS, type UserInfo } from '@sewamudah/shared';
import { useState } from 'react';
import { DateText } from '@/components/ui/date-text';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useAddCommentMutation, useGetCommentsQuery } from '../api';
import { MediaPicker } from './media-picker';
import { PhotoGrid } from './photo-grid';
import { TicketSection } from './ticket-section';

/** The thread between the tenant and the admins (issue 26 §2), newest at the bottom, with a reply box. */
export function TicketThread({ id, me }: { id: string; me: UserInfo }) {
  const t = useT();
  const { data: comments = [] } = useGetCommentsQuery(id);
  const [addComment, state] = useAddCommentMutation();
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const send = async () => {
    try {
      await addComment({ id, body, photos }).unwrap();
      setBody('');
      setPhotos([]);
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };
  return (
    <TicketSection id="ticket-thread" title={t('maintenanceUi.thread')}>
      {comments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('maintenanceUi.noComments')}
        </Text>
      ) : null}
      <Stack gap="xs">
        {comments.map((c) => {
          const mine = c.author.id === me.userId;
          return (
            <Paper
              key={c.id}
              p="xs"
              radius="md"
              bg={mine ? 'blue.0' : 'gray.0'}
              ml={mine ? 'xl' : 0}
              mr={mine ? 0 : 'xl'}
            >
              <Text size="xs" c="dimmed">
                {mine
                  ? t('maintenanceUi.you')
                  : c.author.role === 'admin'
                    ? t('maintenanceUi.adminRole')
                    : `${c.author.firstname} ${c.author.lastname}`}
                {' · '}
                <DateText value={c.createdAt} withTime />
              </Text>
              {c.body ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {c.body}
                </Text>
              ) : null}
              <PhotoGrid photos={c.photos} label={(n) => t('maintenanceUi.photoN', { n })} />
            </Paper>
          );
        })}
      </Stack>
      <Textarea
        label={t('maintenanceUi.commentLabel')}
        autosize
        minRows={2}
        maxLength={COMMENT_MAX}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
      />
      <MediaPicker
        kind="photo"
        label={t('maintenanceUi.commentPhotos')}
        buttonLabel={t('maintenanceUi.takePhoto')}
        max={MAX_COMMENT_PHOTOS}
        files={photos}
        onChange={setPhotos}
      />
      <Button
        onClick={() => void send()}
        loading={state.isLoading}
        disabled={!body.trim() && photos.length === 0}
        style={{ alignSelf: 'flex-end' }}
      >
        {t('maintenanceUi.send')}
      </Button>
    </TicketSection>
  );
}
