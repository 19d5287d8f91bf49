import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { fullName, messages, type User } from '@sewamudah/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/auth';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { getErrorMessage } from '@/lib/api-error';
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

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Manage Users table: #, Name, Email, Phone, User Type, Status, actions (edit, delete). */
export function UsersTable({ users, rowOffset, isLoading, emptyText, error, onEdit }: UsersTableProps) {
  const currentUser = useSelector(selectCurrentUser);
  const [deleteUser] = useDeleteUserMutation();

  const handleDelete = async (user: User) => {
    try {
      await deleteUser({ id: user._id }).unwrap();
      notifySuccess(messages.users.deleted);
    } catch (deleteError) {
      notifyError(getErrorMessage(deleteError, messages.generic.unexpected));
    }
  };

  const columns: DataTableColumn<User>[] = [
    { key: 'index', header: '#', render: (_user, index) => index + 1, width: 40, cardRole: 'hidden' },
    {
      key: 'name',
      header: 'Name',
      cardRole: 'title',
      render: (user) => (
        <Text size="sm" fw={500}>
          {fullName(user)}
        </Text>
      ),
    },
    { key: 'email', header: 'Email', render: (user) => user.email },
    { key: 'phone', header: 'Phone', render: (user) => user.phone },
    { key: 'userType', header: 'User Type', render: (user) => capitalise(user.userType) },
    {
      key: 'status',
      header: 'Status',
      cardRole: 'status',
      render: (user) => <StatusBadge status={capitalise(user.status)} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cardRole: 'primaryAction',
      render: (user) => {
        const name = fullName(user);
        const isSelf = user._id === currentUser?.userId;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={`Edit ${name}`}>
              <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <ConfirmAction
              label={isSelf ? 'You cannot delete your own account' : `Delete ${name}`}
              icon={<IconTrash size={18} aria-hidden />}
              title="Delete user"
              message={`Delete ${name} (${user.email})? This cannot be undone.`}
              confirmLabel="Delete"
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
      label="Users"
      columns={columns}
      rows={users}
      getRowKey={(user) => user._id}
      rowOffset={rowOffset}
      isLoading={isLoading}
      loadingText="Loading users..."
      emptyText={emptyText}
      error={error}
    />
  );
}
