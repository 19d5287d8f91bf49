/** Admin dashboard, "Needs attention": signed agreements past their 30-day stamping deadline (ADR 0014). */
import { Anchor } from '@mantine/core';
import { fullName, LIST_POLLING_MS, type Stamping } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { paths } from '@/config/paths';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';
import { useClampPage, useLocalPage } from '@/hooks/use-page-param';
import { t, useT } from '@/lib/i18n';
import { useGetStampingsQuery } from '../api';

const columnsOf = (): DataTableColumn<Stamping>[] => [
  {
    key: 'tenant',
    header: t('stampingUi.overdue.tenant'),
    cardRole: 'title',
    render: (row) =>
      // A renewal agreement is stamped on its own (ADR 0036): its row opens the renewal's page.
      row.renewalId ? (
        <Anchor component={Link} to={paths.renewalAgreement(row.contractId, row.renewalId)}>
          {t('renewalUi.stampingRow', { tenant: fullName(row.tenant) })}
        </Anchor>
      ) : (
        <Anchor component={Link} to={paths.manageContracts()}>
          {fullName(row.tenant)}
        </Anchor>
      ),
  },
  {
    key: 'property',
    header: t('stampingUi.overdue.propertyName'),
    render: (row) =>
      row.roomName
        ? t('transactionsUi.column.propertyWithRoom', { property: row.property.name, room: row.roomName })
        : row.property.name,
  },
  { key: 'signed', header: t('stampingUi.overdue.signed'), render: (row) => <DateText value={row.signedOn} /> },
  {
    key: 'due',
    header: t('stampingUi.overdue.due'),
    cardRole: 'status',
    render: (row) => <DateText value={row.dueDate} />,
  },
];

/** Shown only while something is overdue; a page at a time (the tracker grows with every signed agreement). */
export function OverdueStampingsCard() {
  useT();
  const [page, setPage] = useLocalPage();
  const { data, error } = useGetStampingsQuery(
    { filter: 'overdue', page, limit: TABLE_PAGE_SIZE },
    { pollingInterval: LIST_POLLING_MS, refetchOnMountOrArgChange: true },
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  if (!error && (data?.total ?? 0) === 0) return null;
  const title = t('stampingUi.overdue.title');
  return (
    <DashboardSection title={title}>
      <DataTable
        label={title}
        columns={columnsOf()}
        rows={data?.items}
        getRowKey={(row) => row.renewalId ?? row.contractId}
        isLoading={false}
        loadingText={t('stampingUi.overdue.loading')}
        emptyText={t('stampingUi.overdue.empty')}
        error={error}
      />
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
    </DashboardSection>
  );
}
