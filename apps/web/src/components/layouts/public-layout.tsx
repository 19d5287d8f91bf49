import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import classes from './public-layout.module.css';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Layout of the public pages (home, FAQ, about, listings, 404). */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
