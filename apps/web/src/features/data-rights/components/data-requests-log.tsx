/**
 * Manage Users → Data requests (issue 27 §4, ADR 42): every download of personal data, account deletion and consent
 * withdrawal, newest first, a page at a time (admins).
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type DataRightsRequest } from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useClampPage, useLocalPage } from '@/hooks/use-page-param';
import { t, useT } from '@/lib/i18n';
import { useGetDataRightsRequestsQuery } from '../api';

const columnsOf = (): DataTableColumn<DataRightsRequest>[] => [
  { key: 'who', header: t('dataRightsUi.columnWho'), cardRole: 'title', render: (row) => row.user },
  {
    key: 'kind',
    header: t('dataRightsUi.columnKind'),
    cardRole: 'status',
    render: (row) => t(`dataRightsUi.kinds.${row.kind}`),
  },
  { key: 'when', header: t('dataRightsUi.columnWhen'), render: (row) => formatDateTime(row.at) },
  { key: 'ip', header: t('dataRightsUi.columnIp'), priority: 'low', render: (row) => row.ip ?? '' },
];

const TITLE_ID = 'data-requests-title';

export function DataRequestsLog() {
  useT();
  const [page, setPage] = useLocalPage();
  const { data, isLoading, error } = useGetDataRightsRequestsQuery({ page, limit: TABLE_PAGE_SIZE });
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  const title = t('dataRightsUi.adminLogTitle');
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby={TITLE_ID}>
      <div>
        <Title order={2} fz="lg" id={TITLE_ID}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dataRightsUi.adminLogDescription')}
        </Text>
      </div>
      <Paper withBorder radius="md">
        <DataTable
          label={title}
          columns={columnsOf()}
          rows={data?.items}
          getRowKey={(row) => row.id}
          isLoading={isLoading}
          emptyText={t('dataRightsUi.adminLogEmpty')}
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
    </Stack>
  );
}
