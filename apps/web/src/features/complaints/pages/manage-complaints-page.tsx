import type { Complaint } from '@sewamudah/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PropertyPicker } from '@/features/properties/components/property-picker';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { AdminComplaintActions } from '../components/admin-complaint-actions';
import { MaintenanceSummaryPanel } from '@/features/maintenance/components/maintenance-summary-panel';
import { UpkeepPanel } from '@/features/maintenance/components/upkeep-panel';
import { ComplaintBoard } from '../components/complaint-board';
import { FinishHandlingModal } from '../components/finish-handling-modal';

const PROPERTY_PARAM = 'property';

/**
 * Manage Complaints (admin): the three-column board, each column paged on the server, optionally for one property
 * (chosen by a server-searched picker, kept in the URL); start and finish handling.
 */
export function ManageComplaintsPage() {
  usePageTitle('Manage Complaints');
  const t = useT();
  const [finishing, setFinishing] = useState<Complaint | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const propertyId = searchParams.get(PROPERTY_PARAM);

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
        title={t('screens.manageComplaints')}
        description={t('complaintsUi.manageDescription')}
        actions={
          <PropertyPicker
            aria-label={t('complaintsUi.filterByProperty')}
            placeholder={t('complaintsUi.allProperties')}
            value={propertyId}
            onChange={setProperty}
            clearable
            w={{ base: '100%', xs: 260 }}
          />
        }
      />
      <MaintenanceSummaryPanel />
      <UpkeepPanel />
      <ComplaintBoard
        propertyId={propertyId ?? undefined}
        showCustomer
        poll
        sort="due"
        renderActions={(complaint) => <AdminComplaintActions complaint={complaint} onFinish={setFinishing} />}
      />
      <FinishHandlingModal complaint={finishing} onClose={() => setFinishing(null)} />
    </>
  );
}
