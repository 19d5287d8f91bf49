import { Box, Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useFinishLogout } from '@/features/auth';
import { useT } from '@/lib/i18n';

/**
 * Top of the route tree: scroll restoration (and #hash scrolling), a thin bar while a route loads,
 * and the end of a logout (which must happen inside the router, after the guarded pages are gone).
 */
export function RootRoute() {
  const navigation = useNavigation();
  const t = useT();
  useFinishLogout();
  const isNavigating = navigation.state !== 'idle';

  return (
    <>
      {isNavigating ? (
        <Box pos="fixed" top={0} left={0} right={0} style={{ zIndex: 2000 }}>
          <Progress value={100} animated size="xs" radius={0} aria-label={t('ui.loadingPage')} />
        </Box>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
