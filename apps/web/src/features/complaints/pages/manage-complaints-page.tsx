import { Select } from '@mantine/core';
import { LIST_POLLING_MS, type Complaint } from '@sewamudah/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { complaintsAdapter, useGetComplaintsQuery } from '../api';
import { AdminComplaintActions } from '../components/admin-complaint-actions';
import { ComplaintBoard } from '../components/complaint-board';
import { FinishHandlingModal } from '../components/finish-handling-modal';

const { selectAll } = complaintsAdapter.getSelectors();
const PROPERTY_PARAM = 'property';

/** Manage Complaints (admin): every complaint on a three-column board; start and finish handling. */
export function ManageComplaintsPage() {
  usePageTitle('Manage Complaints');
  // New complaints arrive while an admin works the board.
  const { data, isLoading, error } = useGetComplaintsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    pollingInterval: LIST_POLLING_MS,
  });
  const [finishing, setFinishing] = useState<Complaint | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const propertyId = searchParams.get(PROPERTY_PARAM);

  const complaints = useMemo(() => (data ? selectAll(data) : []), [data]);
  const propertyOptions = useMemo(() => {
    const names = new Map(complaints.map((c) => [c.property._id, c.property.name]));
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [complaints]);
  const shown = propertyId ? complaints.filter((c) => c.property._id === propertyId) : complaints;

  const setProperty = (value: string | null) => {
    setSearchParams(
      (params) => {
        if (value) params.set(PROPERTY_PARAM, value);
        else params.delete(PROPERTY_PARAM);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader
        title="Manage Complaints"
        description="Start handling new complaints and record how they were resolved."
        actions={
          <Select
            aria-label="Filter by property"
            placeholder="All properties"
            data={propertyOptions}
            value={propertyId}
            onChange={setProperty}
            clearable
            searchable
            w={{ base: '100%', xs: 260 }}
          />
        }
      />
      <ComplaintBoard
        complaints={shown}
        isLoading={isLoading}
        error={error}
        showCustomer
        renderActions={(complaint) => <AdminComplaintActions complaint={complaint} onFinish={setFinishing} />}
      />
      <FinishHandlingModal complaint={finishing} onClose={() => setFinishing(null)} />
    </>
  );
}
