/**
 * "Report this listing" on the listing detail (issue 28 §6). The first visit carries only this button: the report
 * component (its texts, the reports API, the dialog) loads on demand, at once for a signed-in customer (to show
 * whether they reported the listing already) and on the first click for everyone else (a visitor is asked to log in).
 * Server and hydrating render draw the same button (ADR 24).
 */
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/auth';
import { useT } from '@/lib/i18n';

const ReportListing = lazy(() => import('./report-listing').then((module) => ({ default: module.ReportListing })));

interface LazyReportListingProps {
  propertyId: string;
  propertyName: string;
}

export function LazyReportListing({ propertyId, propertyName }: LazyReportListingProps) {
  const t = useT();
  const user = useSelector(selectCurrentUser);
  const [load, setLoad] = useState<'no' | 'quiet' | 'open'>('no');
  useEffect(() => {
    if (load === 'no' && user) setLoad('quiet');
  }, [load, user]);

  const button = (
    <Button
      variant="subtle"
      color="gray"
      // A subtle gray button's text is gray.6 (3.3:1 on white): its colour variable is set to gray.8 (10:1). The label
      // takes --button-color, so a `c` prop on the root does not reach it.
      styles={{ root: { '--button-color': 'var(--mantine-color-gray-8)' } }}
      size="compact-sm"
      leftSection={<IconFlag size={16} aria-hidden />}
      onClick={() => setLoad('open')}
    >
      {t('listingReportLink.open')}
    </Button>
  );
  if (load === 'no') return button;
  return (
    <Suspense fallback={button}>
      <ReportListing propertyId={propertyId} propertyName={propertyName} openAtStart={load === 'open'} />
    </Suspense>
  );
}
