/**
 * The screening panel's part of "Changes requested" (issue 27 §2): the newest request (what was asked, the message,
 * waiting since or answered on) and, while the application waits for a decision with no request open, the
 * "Request changes" action. `ScreeningStateBadge` marks the application in Manage Applications' list.
 */
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { formatDateTime, type Application, type Screening } from '@sewamudah/shared';
import { useT } from '@/lib/i18n';

export function ScreeningStateBadge({ application }: { application: Application }) {
  const t = useT();
  if (application.screeningState !== 'changes_requested') return null;
  return (
    // Wraps onto two lines in a narrow table column rather than running under the next one.
    <Badge
      color="orange"
      variant="light"
      tt="none"
      radius="sm"
      h="auto"
      py={2}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'normal' } }}
    >
      {t('screeningChangesUi.state')}
    </Badge>
  );
}

export function ChangesRequestSection({
  application,
  screening,
  onRequest,
}: {
  application: Application;
  screening: Screening;
  onRequest: () => void;
}) {
  const t = useT();
  const request = screening.changesRequest ?? null;
  const open = request !== null && request.answeredAt === null;
  const canRequest = application.status === 'Waiting for Response' && !open;
  const documents = request?.categories.map((c) => t(`screeningUi.categories.${c}`)).join(', ') ?? '';
  if (!request && !canRequest) return null;
  return (
    <Stack gap="xs">
      {request ? (
        <Alert
          color={open ? 'orange' : 'gray'}
          p="xs"
          icon={<IconMessageQuestion size={18} aria-hidden />}
          title={open ? t('screeningChangesUi.state') : undefined}
        >
          <Stack gap={4}>
            <Text size="sm">{t('screeningChangesUi.askedFor', { documents })}</Text>
            <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              “{request.message}”
            </Text>
            <Text size="xs" c="dimmed">
              {request.answeredAt
                ? t('screeningChangesUi.answeredOn', { time: formatDateTime(request.answeredAt) })
                : t('screeningChangesUi.waitingSince', { time: formatDateTime(request.requestedAt) })}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {canRequest ? (
        <Group justify="flex-start">
          <Button variant="light" color="orange" onClick={onRequest}>
            {t('screeningChangesUi.request')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
