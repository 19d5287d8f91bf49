/**
 * The listing's "Save this search" (issue 28 §5): a customer opens the save dialog, loaded on demand (the listing's
 * first visit stays within its budget, e2e/public-rendering.spec.ts); a visitor is sent to log in and comes back
 * to the same search; admins do not save searches.
 */
import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { selectCurrentUser, selectIsBootstrapped } from '@/features/auth';
import { useT } from '@/lib/i18n';

const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/** `filters`: the listing's query as its URL has it (`{ bedrooms: '2' }`). */
export function SaveSearchButton({ filters }: { filters: Record<string, string> }) {
  const t = useT();
  const location = useLocation();
  const isBootstrapped = useSelector(selectIsBootstrapped);
  const user = useSelector(selectCurrentUser);
  const [opened, setOpened] = useState(false);
  const icon = <IconBellPlus size={16} aria-hidden />;
  // Like the header: nothing until the session is known (the server renders none; its place is kept).
  if (!isBootstrapped || (user && user.userType !== 'customer')) return null;
  if (!user) {
    return (
      <Button variant="light" leftSection={icon} component={Link} to={paths.login()} state={{ from: location }}>
        {t('savedSearchLinks.save')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="light" leftSection={icon} onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t('savedSearchLinks.save')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
