/** Admins' Listing reports (issue 28 §6): the queue, open first, filtered by status (in the URL). */
import { SegmentedControl } from '@mantine/core';
import { LISTING_REPORT_STATUSES, type ListingReportStatus } from '@sewamudah/shared';
import { useSearchParams } from 'react-router';
import texts from 'virtual:i18n-area/listingReport';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { registerArea, useT } from '@/lib/i18n';
import { ReportsTable } from '../components/reports-table';
import { statusKey } from '../components/report-texts';

registerArea(texts);

const ALL = 'all';
const isStatus = (value: string | null): value is ListingReportStatus =>
  (LISTING_REPORT_STATUSES as readonly string[]).includes(value ?? '');

export function ListingReportsPage() {
  usePageTitle('Listing Reports');
  const t = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const setStatus = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete('status');
        else next.set('status', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={t('listingReportsUi.title')}
        description={t('listingReportsUi.description')}
        actions={
          <SegmentedControl
            aria-label={t('listingReportsUi.statusFilter')}
            value={status ?? ALL}
            onChange={setStatus}
            data={[
              { value: ALL, label: t('listingReportsUi.allStatuses') },
              ...LISTING_REPORT_STATUSES.map((value) => ({ value, label: t(statusKey(value)) })),
            ]}
          />
        }
      />
      <ReportsTable status={status} />
    </>
  );
}
