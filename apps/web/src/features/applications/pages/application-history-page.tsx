import { Alert, Center, Loader, SimpleGrid, Tabs, Text } from '@mantine/core';
import type { ApplicationStatus } from '@sewamudah/shared';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { TablePager } from '@/components/ui/table-pager';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT, valueText } from '@/lib/i18n';
import { getErrorMessage } from '@/lib/notify';
import { applicationListPolling, useGetApplicationPageQuery } from '../api';
import { ApplicationCard } from '../components/application-card';

/** SPEC §5's tabs, and Cancelled (issue 23): an application the tenant withdrew is found under its own status too. */
const TABS = ['All', 'Waiting for Response', 'Accepted', 'Completed', 'Rejected', 'Cancelled'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);
/** Cards per page (a multiple of the grid's 1 and 2 columns). */
const PAGE_SIZE = 10;

/** Application History (customer): applications by status tab, a page at a time (tab and page live in the URL). */
export function ApplicationHistoryPage() {
  usePageTitle('Application History');
  const t = useT();
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
  const tabLabel = (name: Tab) => (name === 'All' ? t('applicationsUi.all') : valueText('status', name));

  let content;
  if (isLoading || (isFetching && !data)) {
    content = (
      <Center py="xl" role="status">
        <Loader size="sm" aria-label={t('applicationsUi.loading')} />
      </Center>
    );
  } else if (error) {
    content = (
      <Alert color="red">
        {t('applicationsUi.loadError', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  } else if (!shown || shown.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="xl">
        {tab === 'All' ? t('applications.none') : t('applications.noneForStatus')}
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
      <PageHeader title={t('screens.applicationHistory')} description={t('applicationsUi.historyDescription')} />
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value && value !== 'All' ? { status: value } : {}, { replace: true })}
        mb="md"
      >
        {/* The tabs wrap onto a second row on a phone (BM's "Menunggu Maklum Balas" is long), so every tab stays visible. */}
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name} style={{ whiteSpace: 'nowrap' }}>
              {tabLabel(name)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div role="tabpanel" aria-label={tabLabel(tab)}>
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
