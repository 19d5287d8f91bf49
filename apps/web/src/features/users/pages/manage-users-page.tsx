import { Button, Group, Paper, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PRODUCT_NAME, type User } from '@sewamudah/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { DataRequestsLog } from '@/features/data-rights/components/data-requests-log';
import { SearchBox } from '@/components/ui/search-box';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchParam } from '@/hooks/use-search-param';
import { useT } from '@/lib/i18n';
import { LIST_QUERY_OPTIONS, useGetUserPageQuery, usersPageArgs } from '../api';
import { AddUserModal } from '../components/add-user-modal';
import { EditUserDrawer } from '../components/edit-user-drawer';
import { UsersTable } from '../components/users-table';

const USER_TYPES = [
  { value: 'customer', label: 'person.customer' },
  { value: 'admin', label: 'person.admin' },
] as const;
const STATUSES = [
  { value: 'active', label: 'person.active' },
  { value: 'pending', label: 'person.pending' },
] as const;

const pick = <T extends string>(options: readonly { value: T }[], value: string | null): T | undefined =>
  options.find((option) => option.value === value)?.value;

/** Manage Users (admin): one page of users at a time, searched and filtered on the server (all kept in the URL). */
export function ManageUsersPage() {
  usePageTitle('Manage Users');
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = useSearchParam();
  const [page, setPage] = usePageParam();
  const userType = pick(USER_TYPES, params.get('userType'));
  const status = pick(STATUSES, params.get('status'));
  const { data, isLoading, isFetching, error } = useGetUserPageQuery(
    usersPageArgs({ page, q: search.query, userType, status }),
    LIST_QUERY_OPTIONS,
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  const [addOpened, addModal] = useDisclosure(false);
  const [editing, setEditing] = useState<User | null>(null);

  /** A new filter starts again at page 1. */
  const setFilter = (key: 'userType' | 'status', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('screens.manageUsers')}
        description={t('adminUsers.description', { product: PRODUCT_NAME })}
        actions={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addModal.open}>
            {t('adminUsers.addNew')}
          </Button>
        }
      />
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        <SearchBox
          label={t('adminUsers.searchLabel')}
          placeholder={t('adminUsers.searchPlaceholder')}
          search={search}
        />
        <Select
          aria-label={t('adminUsers.userTypeFilter')}
          placeholder={t('adminUsers.allUserTypes')}
          data={USER_TYPES.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={userType ?? null}
          onChange={(value) => setFilter('userType', value)}
          clearable
          w={{ base: 'calc(50% - 6px)', xs: 160 }}
        />
        <Select
          aria-label={t('adminUsers.statusFilter')}
          placeholder={t('adminUsers.allStatuses')}
          data={STATUSES.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={status ?? null}
          onChange={(value) => setFilter('status', value)}
          clearable
          w={{ base: 'calc(50% - 6px)', xs: 160 }}
        />
      </Group>
      <Paper withBorder radius="md">
        <UsersTable
          users={data?.items}
          rowOffset={(page - 1) * TABLE_PAGE_SIZE}
          isLoading={isLoading || (isFetching && !data)}
          error={error}
          emptyText={search.query || userType || status ? t('lists.noMatches') : t('adminUsers.empty')}
          onEdit={setEditing}
        />
      </Paper>
      {data ? (
        <TablePager
          page={page}
          pageSize={TABLE_PAGE_SIZE}
          total={data.total}
          estimated={data.estimated}
          shown={data.items.length}
          onChange={setPage}
        />
      ) : null}
      <DataRequestsLog />
      <AddUserModal opened={addOpened} onClose={addModal.close} />
      <EditUserDrawer user={editing} onClose={() => setEditing(null)} />
    </>
  );
}
