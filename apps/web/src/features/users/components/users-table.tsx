import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { fullName, type User } from '@sewamudah/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/auth';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteUserMutation } from '../api';

interface UsersTableProps {
  users: readonly User[] | undefined;
  /** Rows on the pages before this one (the # column continues). */
  rowOffset: number;
  isLoading: boolean;
  emptyText: string;
  error: unknown;
  onEdit: (user: User) => void;
}

const USER_TYPE_KEYS = { customer: 'person.customer', admin: 'person.admin' } as const;
const STATUS_KEYS = { active: 'person.active', pending: 'person.pending' } as const;
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Manage Users table: #, Name, Email, Phone, User Type, Status, actions (edit, delete). */
export function UsersTable({ users, rowOffset, isLoading, emptyText, error, onEdit }: UsersTableProps) {
  const t = useT();
  const currentUser = useSelector(selectCurrentUser);
  const [deleteUser] = useDeleteUserMutation();

  const handleDelete = async (user: User) => {
    try {
      await deleteUser({ id: user._id }).unwrap();
      notifySuccess(t('users.deleted'));
    } catch (deleteError) {
      notifyError(getErrorMessage(deleteError, t('generic.unexpected')));
    }
  };

  const columns: DataTableColumn<User>[] = [
    { key: 'index', header: '#', render: (_user, index) => index + 1, width: 40, cardRole: 'hidden' },
    {
      key: 'name',
      header: t('adminUsers.table.name'),
      cardRole: 'title',
      render: (user) => (
        <Text size="sm" fw={500}>
          {fullName(user)}
        </Text>
      ),
    },
    { key: 'email', header: t('adminUsers.table.email'), render: (user) => user.email },
    { key: 'phone', header: t('adminUsers.table.phone'), render: (user) => user.phone },
    { key: 'userType', header: t('adminUsers.table.userType'), render: (user) => t(USER_TYPE_KEYS[user.userType]) },
    {
      key: 'status',
      header: t('adminUsers.table.status'),
      cardRole: 'status',
      // The colour of the SPEC status; the words of a user account's status ("Pending" = not yet verified).
      render: (user) => <StatusBadge status={capitalise(user.status)} label={t(STATUS_KEYS[user.status])} />,
    },
    {
      key: 'actions',
      header: t('adminUsers.table.actions'),
      align: 'right',
      cardRole: 'primaryAction',
      render: (user) => {
        const name = fullName(user);
        const isSelf = user._id === currentUser?.userId;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('adminUsers.table.edit', { name })}>
              <ActionIcon
                variant="subtle"
                aria-label={t('adminUsers.table.edit', { name })}
                onClick={() => onEdit(user)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <ConfirmAction
              label={isSelf ? t('adminUsers.table.cannotDeleteSelf') : t('adminUsers.table.delete', { name })}
              icon={<IconTrash size={18} aria-hidden />}
              title={t('adminUsers.table.deleteTitle')}
              message={t('adminUsers.table.deleteMessage', { name, email: user.email })}
              confirmLabel={t('adminUsers.table.deleteConfirm')}
              cancelLabel={t('adminUsers.table.cancel')}
              disabled={isSelf}
              onConfirm={() => handleDelete(user)}
            />
          </Group>
        );
      },
    },
  ];

  return (
    <DataTable
      label={t('adminUsers.table.label')}
      columns={columns}
      rows={users}
      getRowKey={(user) => user._id}
      rowOffset={rowOffset}
      isLoading={isLoading}
      loadingText={t('adminUsers.table.loading')}
      emptyText={emptyText}
      error={error}
    />
  );
}
