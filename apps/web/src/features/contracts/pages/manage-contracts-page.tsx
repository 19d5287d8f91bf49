import { LIST_POLLING_MS } from '@sewamudah/shared';
import { PageHeader } from '@/components/ui/page-header';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useGetContractPageQuery } from '../api';
import { ContractActions } from '../components/ContractActions';
import { ContractsTable } from '../components/ContractsTable';

/** Manage Contracts (admin): every contract with customer name and email, latest start first, paged. */
export function ManageContractsPage() {
  usePageTitle('Manage Contracts');
  const [page, setPage] = usePageParam();
  const { data, isLoading, error } = useGetContractPageQuery(
    { page, limit: TABLE_PAGE_SIZE },
    { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );

  return (
    <>
      <PageHeader title="Manage Contracts" description="Every tenancy agreement, with its tenant." />
      <ContractsTable
        label="Contracts"
        contracts={data?.contracts}
        isLoading={isLoading}
        error={error}
        showCustomer
        renderActions={(contract) => <ContractActions contract={contract} />}
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
