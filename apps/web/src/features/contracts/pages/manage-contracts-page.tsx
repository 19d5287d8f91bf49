import { IconTrash } from '@tabler/icons-react';
import { LIST_POLLING_MS, messages, type Contract } from '@sewamudah/shared';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageHeader } from '@/components/ui/page-header';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteContractMutation, useGetContractPageQuery } from '../api';
import { ContractsTable } from '../components/ContractsTable';
import { EndContractButton } from '../components/EndContractButton';

/** A contract nobody has paid anything for can be deleted; the server has the final word. */
const isDeletable = (c: Contract) =>
  c.status !== 'Active' && c.status !== 'Ended' && c.depositPayment?.status !== 'Paid';

/** Manage Contracts (admin): every contract with customer name and email, latest start first, paged. */
export function ManageContractsPage() {
  usePageTitle('Manage Contracts');
  const [page, setPage] = usePageParam();
  const { data, isLoading, error } = useGetContractPageQuery(
    { page, limit: TABLE_PAGE_SIZE },
    { pollingInterval: LIST_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  const [deleteContract] = useDeleteContractMutation();

  const handleDelete = async (contract: Contract) => {
    try {
      await deleteContract(contract._id).unwrap();
      notifySuccess('Contract deleted successfully');
    } catch (err) {
      notifyError(getErrorMessage(err, messages.generic.unexpected));
    }
  };

  return (
    <>
      <PageHeader title="Manage Contracts" description="Every tenancy agreement, with its tenant." />
      <ContractsTable
        label="Contracts"
        contracts={data?.contracts}
        isLoading={isLoading}
        error={error}
        showCustomer
        renderActions={(contract) => (
          <>
            {contract.status === 'Active' ? <EndContractButton contract={contract} /> : null}
            {isDeletable(contract) ? (
              <ConfirmAction
                label="Delete contract"
                icon={<IconTrash size={18} aria-hidden />}
                title="Delete contract"
                message={`Delete the contract of ${contract.user.firstname} ${contract.user.lastname} for ${contract.property.name}? Its unpaid charges are removed too.`}
                confirmLabel="Delete"
                onConfirm={() => handleDelete(contract)}
              />
            ) : null}
          </>
        )}
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
