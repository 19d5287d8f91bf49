import { Alert, Button } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { Complaint } from '@sewamudah/shared';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useGetComplaintEligibilityQuery, useLazyGetComplaintEligibilityQuery } from '../api';
import { ComplaintBoard } from '../components/complaint-board';
import { ComplaintFormModal } from '../components/complaint-form-modal';
import { CustomerComplaintActions } from '../components/customer-complaint-actions';

/** Complaint History (customer): own complaints on a three-column board (each column paged), with Add, Edit, Delete. */
export function ComplaintHistoryPage() {
  usePageTitle('Complaint History');
  const t = useT();
  // Asked on arrival so that a customer who cannot file one sees why, with the button disabled…
  const { data: eligibility } = useGetComplaintEligibilityQuery(undefined, { refetchOnMountOrArgChange: true });
  const notEligible = eligibility?.canApply === false;
  // …and again right before opening the form, in case the rental ended meanwhile.
  const [checkEligibility, { isFetching: isChecking }] = useLazyGetComplaintEligibilityQuery();
  const [form, setForm] = useState<{ opened: boolean; complaint: Complaint | null }>({
    opened: false,
    complaint: null,
  });

  const openAdd = async () => {
    try {
      const { canApply } = await checkEligibility(undefined, false).unwrap();
      if (canApply) setForm({ opened: true, complaint: null });
      else notifyError(t('complaints.notEligible'));
    } catch (err) {
      notifyError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <>
      <PageHeader
        title={t('screens.complaintHistory')}
        description={t('complaintsUi.historyDescription')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={isChecking}
            disabled={notEligible}
            aria-describedby={notEligible ? 'complaint-not-eligible' : undefined}
            onClick={() => void openAdd()}
          >
            {t('complaintsUi.add')}
          </Button>
        }
      />
      {notEligible ? (
        <Alert id="complaint-not-eligible" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
          {t('complaints.notEligible')}
        </Alert>
      ) : null}
      <ComplaintBoard
        showCustomer={false}
        renderActions={(complaint) => (
          <CustomerComplaintActions complaint={complaint} onEdit={(c) => setForm({ opened: true, complaint: c })} />
        )}
      />
      <ComplaintFormModal
        opened={form.opened}
        complaint={form.complaint}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
