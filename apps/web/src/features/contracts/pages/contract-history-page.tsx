import { LIST_POLLING_MS } from '@sewamudah/shared';
import { PageHeader } from '@/components/ui/page-header';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { useGetContractPageQuery } from '../api';
import { ContractsTable } from '../components/contracts-table';

/** Contract History (customer): the customer's contracts, newest first, a page at a time (page in the URL). */
export function ContractHistoryPage() {
  usePageTitle('Contract History');
  const t = useT();
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetContractPageQuery(
    { page, limit: TABLE_PAGE_SIZE },
    { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  return (
    <>
      <PageHeader title={t('screens.contractHistory')} description={t('contractsUi.historyDescription')} />
      <ContractsTable
        label={t('contractsUi.tableLabel')}
        contracts={data?.contracts}
        rowOffset={(page - 1) * TABLE_PAGE_SIZE}
        isLoading={isLoading || (isFetching && !data)}
        error={error}
      />
      {data ? (
        <TablePager
          page={page}
          pageSize={TABLE_PAGE_SIZE}
          total={data.total}
          shown={data.contracts.length}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
