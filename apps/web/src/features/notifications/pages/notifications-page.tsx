/** The inbox (issue 24 §1): a page of notifications, newest first; each opens the thing it is about; mark read. */
import { Anchor, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { PageHeader } from '@/components/ui/page-header';
import { TablePager } from '@/components/ui/table-pager';
import { usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { TABLE_PAGE_SIZE } from '@/lib/paged';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '../api';

export function NotificationsPage() {
  const t = useT();
  usePageTitle('Notifications');
  const [page, setPage] = usePageParam();
  const { data, isLoading, error } = useGetNotificationsQuery({ page, limit: TABLE_PAGE_SIZE });
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();

  const columns: DataTableColumn<Notification>[] = [
    {
      key: 'title',
      header: t('notificationsUi.inboxTitle'),
      cardRole: 'title',
      render: (n) => (
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            {n.readAt ? null : (
              <Badge size="xs" color="red" variant="filled" style={{ flexShrink: 0 }}>
                {t('notificationsUi.unread')}
              </Badge>
            )}
            <Anchor
              component={Link}
              to={n.link}
              fw={n.readAt ? 400 : 700}
              onClick={() => {
                if (!n.readAt) void markRead({ ids: [n.id] });
              }}
            >
              {n.title}
            </Anchor>
          </Group>
          <Text size="sm">{n.text}</Text>
        </Stack>
      ),
    },
    {
      key: 'createdAt',
      header: t('notificationsUi.received'),
      render: (n) => <DateText value={n.createdAt} withTime />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('notificationsUi.markRead')}</VisuallyHidden>,
      label: t('notificationsUi.markRead'),
      cardRole: 'primaryAction',
      render: (n) =>
        n.readAt ? null : (
          <Button size="xs" variant="default" loading={marking} onClick={() => void markRead({ ids: [n.id] })}>
            {t('notificationsUi.markRead')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('notificationsUi.inboxTitle')}
        description={t('notificationsUi.inboxIntro')}
        actions={
          <Button
            variant="light"
            disabled={!data || data.unreadCount === 0}
            loading={marking}
            onClick={() => void markRead({ all: true })}
          >
            {t('notificationsUi.markAllRead')}
          </Button>
        }
      />
      <DataTable
        label={t('notificationsUi.inboxTitle')}
        columns={columns}
        rows={data?.notifications}
        getRowKey={(n) => n.id}
        isLoading={isLoading}
        error={error}
        emptyText={t('notificationsUi.empty')}
      />
      <TablePager
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        total={data?.total ?? 0}
        shown={data?.notifications.length ?? 0}
        onChange={setPage}
      />
    </>
  );
}
