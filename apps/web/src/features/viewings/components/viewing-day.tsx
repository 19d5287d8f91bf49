/** Admins: the booked viewings of a day (default today), with each customer's name and phone, a page at a time. */
import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { todayInMalaysia, type Viewing } from '@sewamudah/shared';
import { DateField } from '@/components/forms/date-field';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useClampPage, useLocalPage } from '@/hooks/use-page-param';
import { useLanguage, useT } from '@/lib/i18n';
import { useGetViewingDayQuery } from '../api';
import { slotDay } from './slot-text';
import { ViewingActions } from './viewing-actions';

export function ViewingDay({ date, onDateChange }: { date: string; onDateChange: (date: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const [page, setPage] = useLocalPage(date);
  const { data, isLoading, error } = useGetViewingDayQuery({ date, page, limit: TABLE_PAGE_SIZE });
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  const title = t('viewingsUi.dayTitle', { day: slotDay(date, language) });
  const columns: DataTableColumn<Viewing>[] = [
    { key: 'time', header: t('viewingsUi.columnTime'), cardRole: 'title', render: (row) => row.slot.time },
    { key: 'home', header: t('viewingsUi.columnHome'), render: (row) => row.property.name },
    { key: 'customer', header: t('viewingsUi.columnCustomer'), render: (row) => row.customer.name },
    {
      key: 'phone',
      header: t('viewingsUi.columnPhone'),
      render: (row) =>
        row.customer.phone ? <Anchor href={`tel:${row.customer.phone}`}>{row.customer.phone}</Anchor> : null,
    },
    {
      key: 'actions',
      header: t('viewingsUi.columnActions'),
      cardRole: 'primaryAction',
      render: (row) => <ViewingActions viewing={row} admin />,
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="viewing-day-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} fz="lg" id="viewing-day-title">
          {title}
        </Title>
        <DateField
          label={t('viewingsUi.dayLabel')}
          value={date}
          onChange={(value) => onDateChange(value || todayInMalaysia())}
          clearable={false}
          w={180}
        />
      </Group>
      <Paper withBorder radius="md">
        <DataTable
          label={title}
          columns={columns}
          rows={data?.items}
          getRowKey={(row) => row.id}
          isLoading={isLoading}
          emptyText={t('viewingsUi.dayEmpty')}
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
