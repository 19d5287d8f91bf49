import { LIST_POLLING_MS } from '@sewamudah/shared';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useGetContractsQuery } from '../api';
import { ContractsTable } from '../components/ContractsTable';

/** Contract History (customer): the customer's contracts. */
export function ContractHistoryPage() {
  usePageTitle('Contract History');
  const { data, isLoading, error } = useGetContractsQuery(undefined, {
    pollingInterval: LIST_POLLING_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <PageHeader title="Contract History" description="Your tenancy agreements, newest first." />
      <ContractsTable label="Contracts" contracts={data} isLoading={isLoading} error={error} />
    </>
  );
}
