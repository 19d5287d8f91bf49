/** Saved searches (issue 28 §5): the customer's searches, opened on the listing, their alerts changed, deleted. */
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { SavedSearch } from '@sewamudah/shared';
import { Link } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { PageHeader } from '@/components/ui/page-header';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { paths } from '@/config/paths';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteSavedSearchMutation, useGetSavedSearchesQuery } from '../api';
import { SavedSearchAlerts } from '../components/saved-search-alerts';

const listingOf = (search: SavedSearch) => `${paths.listing()}${search.query}`;

export function SavedSearchesPage() {
  usePageTitle('Saved Searches');
  const t = useT();
  const [page, setPage] = usePageParam();
  const { data, isLoading, error } = useGetSavedSearchesQuery({ page, limit: TABLE_PAGE_SIZE });
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  const [remove] = useDeleteSavedSearchMutation();

  const filtersText = (search: SavedSearch) => {
    const { q, ...rest } = search.filters;
    const count = Object.keys(rest).filter((key) => key !== 'sort').length;
    if (q) return t('savedSearchesUi.keywordAndCount', { q, count });
    return count === 0 ? t('savedSearchesUi.allHomes') : t('savedSearchesUi.filterCount', { count });
  };

  const columns: DataTableColumn<SavedSearch>[] = [
    {
      key: 'name',
      header: t('savedSearchesUi.columnName'),
      cardRole: 'title',
      render: (row) => (
        <Anchor component={Link} to={listingOf(row)} size="sm" fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'filters', header: t('savedSearchesUi.columnFilters'), render: filtersText },
    {
      key: 'frequency',
      header: t('savedSearchesUi.columnFrequency'),
      cardRole: 'status',
      render: (row) => <SavedSearchAlerts search={row} />,
    },
    {
      key: 'lastAlert',
      header: t('savedSearchesUi.columnLastAlert'),
      priority: 'low',
      render: (row) => (row.lastAlertAt ? <DateText value={row.lastAlertAt} /> : t('savedSearchesUi.never')),
    },
    {
      key: 'actions',
      header: t('savedSearchesUi.columnActions'),
      cardRole: 'primaryAction',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={listingOf(row)}
            aria-label={t('savedSearchesUi.openNamed', { name: row.name })}
          >
            {t('savedSearchesUi.open')}
          </Button>
          <ConfirmAction
            label={t('savedSearchesUi.delete')}
            icon={<IconTrash size={16} aria-hidden />}
            title={t('savedSearchesUi.deleteTitle')}
            message={t('savedSearchesUi.deleteConfirm', { name: row.name })}
            confirmLabel={t('savedSearchesUi.delete')}
            onConfirm={async () => {
              try {
                notifySuccess((await remove(row.id).unwrap()).message);
              } catch (failure) {
                notifyError(getErrorMessage(failure, t('generic.unexpected')));
              }
            }}
          />
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('savedSearchesUi.title')} description={t('savedSearchesUi.description')} />
      <Stack gap="sm">
        <Paper withBorder radius="md">
          <DataTable
            label={t('savedSearchesUi.title')}
            columns={columns}
            rows={data?.items}
            getRowKey={(row) => row.id}
            isLoading={isLoading}
            emptyText={t('savedSearchesUi.empty')}
            error={error}
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
        {data && data.items.length === 0 ? (
          <Text size="sm">
            <Anchor component={Link} to={paths.listing()}>
              {t('savedSearchesUi.toListing')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
