import { Alert, Center, Loader, SimpleGrid, Tabs, Text } from '@mantine/core';
import { messages, type ApplicationStatus } from '@sewamudah/shared';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { TablePager } from '@/components/ui/table-pager';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/notify';
import { applicationListPolling, useGetApplicationPageQuery } from '../api';
import { ApplicationCard } from '../components/ApplicationCard';

const TABS = ['All', 'Waiting for Response', 'Accepted', 'Completed', 'Rejected'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);
/** Cards per page (a multiple of the grid's 1 and 2 columns). */
const PAGE_SIZE = 10;

/** Application History (customer): applications by status tab, a page at a time (tab and page live in the URL). */
export function ApplicationHistoryPage() {
  usePageTitle('Application History');
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const tab: Tab = isTab(statusParam) ? statusParam : 'All';
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetApplicationPageQuery(
    { page, limit: PAGE_SIZE, ...(tab === 'All' ? {} : { status: tab as ApplicationStatus }) },
    applicationListPolling,
  );
  useClampPage(page, data?.total, PAGE_SIZE, setPage);
  const shown = data?.items;

  let content;
  if (isLoading || (isFetching && !data)) {
    content = (
      <Center py="xl" role="status">
        <Loader size="sm" aria-label="Loading applications" />
      </Center>
    );
  } else if (error) {
    content = <Alert color="red">Error: {getErrorMessage(error, messages.generic.unexpected)}</Alert>;
  } else if (!shown || shown.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="xl">
        {tab === 'All' ? messages.applications.none : messages.applications.noneForStatus}
      </Text>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {shown.map((application) => (
          <ApplicationCard key={application._id} application={application} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader title="Application History" description="Follow your rental applications." />
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value && value !== 'All' ? { status: value } : {}, { replace: true })}
        mb="md"
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name} style={{ whiteSpace: 'nowrap' }}>
              {name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div role="tabpanel" aria-label={tab}>
        {content}
        {data ? (
          <TablePager
            page={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            shown={data.items.length}
            onChange={setPage}
          />
        ) : null}
      </div>
    </>
  );
}
