import { Group } from '@mantine/core';
import { LIST_POLLING_MS } from '@sewamudah/shared';
import { PageHeader } from '@/components/ui/page-header';
import { ExportCsvButton } from '@/features/receipts/components/export-csv-button';
import { SearchBox } from '@/components/ui/search-box';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchParam } from '@/hooks/use-search-param';
import { useT } from '@/lib/i18n';
import { useGetContractPageQuery } from '../api';
import { ContractActions } from '../components/contract-actions';
import { ContractsTable } from '../components/contracts-table';

/** Manage Contracts (admin): every contract with its tenant, latest start first, searched and paged on the server. */
export function ManageContractsPage() {
  usePageTitle('Manage Contracts');
  const t = useT();
  const search = useSearchParam();
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetContractPageQuery(
    { page, limit: TABLE_PAGE_SIZE, ...(search.query ? { q: search.query } : {}) },
    { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);

  return (
    <>
      <PageHeader title={t('screens.manageContracts')} description={t('contractsUi.manageDescription')} />
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        <SearchBox
          label={t('contractsUi.searchLabel')}
          placeholder={t('contractsUi.searchPlaceholder')}
          search={search}
        />
        <ExportCsvButton
          path="/contracts/export"
          filters={{ q: search.query }}
          filename="contracts.csv"
          what={t('contractsUi.exportWhat')}
        />
      </Group>
      <ContractsTable
        label={t('contractsUi.tableLabel')}
        contracts={data?.contracts}
        rowOffset={(page - 1) * TABLE_PAGE_SIZE}
        isLoading={isLoading || (isFetching && !data)}
        error={error}
        emptyText={search.query ? t('lists.noMatches') : undefined}
        showCustomer
        renderActions={(contract) => <ContractActions contract={contract} />}
      />
      {data ? (
        <TablePager
          page={page}
          pageSize={TABLE_PAGE_SIZE}
          total={data.total}
          estimated={data.estimated}
          shown={data.contracts.length}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
