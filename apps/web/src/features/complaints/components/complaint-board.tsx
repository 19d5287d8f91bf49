import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMPLAINT_BOARD_COLUMNS, LIST_POLLING_MS, type Complaint, type ComplaintStatus } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { TablePager } from '@/components/ui/table-pager';
import { useClampPage, useLocalPage } from '@/hooks/use-page-param';
import { getErrorMessage } from '@/lib/api-error';
import { useT, type MessageKey } from '@/lib/i18n';
import { useGetComplaintPageQuery } from '../api';
import { ComplaintCard } from './complaint-card';

/** Cards per column page. */
export const COMPLAINTS_PAGE_SIZE = 10;

type Column = (typeof COMPLAINT_BOARD_COLUMNS)[number];

/** Each column's heading in the active language. */
const COLUMN_TITLES: Record<ComplaintStatus, MessageKey> = {
  'Waiting for Response': 'complaintsUi.columns.waiting',
  'In Handling': 'complaintsUi.columns.inHandling',
  Handled: 'complaintsUi.columns.handled',
};

interface ComplaintBoardProps {
  /** Only this property's complaints (admins' filter). */
  propertyId?: string;
  showCustomer: boolean;
  /** Poll every 60 s (admins: new complaints arrive while they work the board). */
  poll?: boolean;
  /** `due`: each column orders its tickets by the time left (the admin board, issue 26 §3). */
  sort?: 'newest' | 'due';
  renderActions?: (complaint: Complaint) => ReactNode;
}

/**
 * The three-column board (SPEC §2 Complaints): Waiting, In Handling, Handled, stacked on small screens. Each column
 * asks the server for its own page (issue 12: never the whole table), with its total in the heading.
 */
export function ComplaintBoard({ propertyId, showCustomer, poll = false, sort, renderActions }: ComplaintBoardProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" verticalSpacing="md">
      {COMPLAINT_BOARD_COLUMNS.map((column) => (
        <ComplaintColumn
          key={column.status}
          column={column}
          propertyId={propertyId}
          showCustomer={showCustomer}
          poll={poll}
          sort={sort}
          renderActions={renderActions}
        />
      ))}
    </SimpleGrid>
  );
}

function ComplaintColumn({
  column,
  propertyId,
  showCustomer,
  poll,
  sort,
  renderActions,
}: ComplaintBoardProps & { column: Column }) {
  const [page, setPage] = useLocalPage(propertyId ?? null);
  const { data, isLoading, isFetching, error } = useGetComplaintPageQuery(
    {
      status: column.status,
      page,
      limit: COMPLAINTS_PAGE_SIZE,
      ...(propertyId ? { propertyId } : {}),
      ...(sort ? { sort } : {}),
    },
    { refetchOnMountOrArgChange: true, ...(poll ? { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true } : {}) },
  );
  useClampPage(page, data?.total, COMPLAINTS_PAGE_SIZE, setPage);
  return (
    <ComplaintColumnView
      column={column}
      complaints={data?.items}
      total={data?.total}
      isLoading={isLoading || (isFetching && !data)}
      error={error}
      showCustomer={showCustomer}
      renderActions={renderActions}
      pager={
        data ? (
          <TablePager
            page={page}
            pageSize={COMPLAINTS_PAGE_SIZE}
            total={data.total}
            estimated={data.estimated}
            shown={data.items.length}
            onChange={setPage}
          />
        ) : null
      }
    />
  );
}

interface ComplaintColumnViewProps {
  column: Column;
  complaints: readonly Complaint[] | undefined;
  /** Complaints in this column over all pages. */
  total: number | undefined;
  isLoading: boolean;
  error?: unknown;
  showCustomer: boolean;
  renderActions?: (complaint: Complaint) => ReactNode;
  pager?: ReactNode;
}

/** One column: heading with its count, its cards (or why there are none) and its pager. */
export function ComplaintColumnView({
  column,
  complaints,
  total,
  isLoading,
  error,
  showCustomer,
  renderActions,
  pager,
}: ComplaintColumnViewProps) {
  const t = useT();
  const headingId = `complaints-column-${column.status.replace(/\s+/g, '-').toLowerCase()}`;
  let body: ReactNode;
  if (isLoading) body = <PageLoader />;
  else if (error) {
    body = (
      <Alert color="red" role="alert">
        {t('complaintsUi.loadError', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  } else if (!complaints || complaints.length === 0) {
    body = (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {t('complaints.emptyColumn')}
      </Text>
    );
  } else {
    body = complaints.map((complaint) => (
      <ComplaintCard
        key={complaint._id}
        complaint={complaint}
        showCustomer={showCustomer}
        actions={renderActions?.(complaint)}
      />
    ));
  }
  return (
    <Paper component="section" aria-labelledby={headingId} bg="gray.0" radius="md" p="sm" withBorder>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id={headingId}>
          {t(COLUMN_TITLES[column.status])}
        </Title>
        {total !== undefined ? (
          <Badge variant="light" color="gray" aria-label={t('complaintsUi.count', { count: total })}>
            {total}
          </Badge>
        ) : null}
      </Group>
      <Stack gap="sm">{body}</Stack>
      {pager}
    </Paper>
  );
}
