/** The bell of the signed-in header: the unread count, kept live by the notification stream; opens the inbox. */
import { ActionIcon, Badge, Box } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useGetNotificationsQuery } from '../api';
import { useNotificationStream } from '../use-notification-stream';

export function NotificationBell() {
  const t = useT();
  const { data } = useGetNotificationsQuery({ page: 1, limit: 1 });
  useNotificationStream(true);
  const unread = data?.unreadCount ?? 0;
  const label = unread > 0 ? t('notificationsUi.bellUnread', { count: unread }) : t('notificationsUi.bellLabel');
  return (
    <Box pos="relative">
      <ActionIcon
        component={Link}
        to={paths.notifications()}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
      >
        <IconBell size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
      {unread > 0 ? (
        <Badge
          size="xs"
          color="red"
          circle={unread < 10}
          pos="absolute"
          top={-2}
          right={-4}
          style={{ pointerEvents: 'none' }}
          aria-hidden
          data-testid="notification-count"
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </Box>
  );
}
