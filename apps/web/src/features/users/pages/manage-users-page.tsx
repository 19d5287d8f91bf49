import { Button, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@sewamudah/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { LIST_QUERY_OPTIONS, useGetUsersQuery, usersAdapter } from '../api';
import { AddUserModal } from '../components/add-user-modal';
import { EditUserDrawer } from '../components/edit-user-drawer';
import { UsersTable } from '../components/users-table';

const { selectAll } = usersAdapter.getSelectors();

/** Manage Users (admin): users table, add modal, edit drawer, delete. */
export function ManageUsersPage() {
  usePageTitle('Manage Users');
  const { data, isLoading, error } = useGetUsersQuery(undefined, LIST_QUERY_OPTIONS);
  const users = useMemo(() => (data ? selectAll(data) : undefined), [data]);
  const [addOpened, addModal] = useDisclosure(false);
  const [editing, setEditing] = useState<User | null>(null);

  return (
    <>
      <PageHeader
        title="Manage Users"
        description="Customers and admins of SewaMudah."
        actions={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addModal.open}>
            Add New User
          </Button>
        }
      />
      <Paper withBorder radius="md">
        <UsersTable users={users} isLoading={isLoading} error={error} onEdit={setEditing} />
      </Paper>
      <AddUserModal opened={addOpened} onClose={addModal.close} />
      <EditUserDrawer user={editing} onClose={() => setEditing(null)} />
    </>
  );
}
