import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { selectCurrentUser, selectIsBootstrapped } from '@/features/auth';
import { useT } from '@/lib/i18n';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { PUBLIC_LINKS } from './nav-config';
import classes from './public-layout.module.css';
import type { UserMenuLink } from './user-menu';

// Loaded when first needed (a signed-in user; the first tap of the burger): not part of a first visit (ADR 24).
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const PublicMenuDrawer = lazy(() =>
  import('./public-menu-drawer').then((module) => ({ default: module.PublicMenuDrawer })),
);

const ACCOUNT_LINKS: readonly UserMenuLink[] = [
  { label: 'account.profile', to: paths.profile(), icon: IconUser },
  { label: 'account.enterDashboard', to: paths.dashboard(), icon: IconLayoutDashboard },
];

/** Public header: site links, Register/Login for visitors or the account menu; a drawer on small screens. */
export function PublicHeader() {
  const [drawerOpened, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const isBootstrapped = useSelector(selectIsBootstrapped);
  const user = useSelector(selectCurrentUser);
  const t = useT();

  const siteLinks = (onNavigate?: () => void) =>
    PUBLIC_LINKS.map((link) => (
      <NavLink key={link.label} to={link.to} end={link.end} className={classes.link} onClick={onNavigate}>
        {t(link.label)}
      </NavLink>
    ));

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo to={paths.home()} />

          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="sm">
            {siteLinks()}
          </Group>

          <Group gap="xs" visibleFrom="sm" miw={160} justify="flex-end" wrap="nowrap">
            <LanguageSwitch />
            {!isBootstrapped ? null : user ? (
              <Suspense fallback={null}>
                <UserMenu links={ACCOUNT_LINKS} />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to={paths.register()} variant="default">
                  {t('account.register')}
                </Button>
                <Button component={Link} to={paths.login()}>
                  {t('account.login')}
                </Button>
              </>
            )}
          </Group>

          <Group gap="xs" wrap="nowrap" hiddenFrom="sm">
            <LanguageSwitch />
            <Burger
              opened={drawerOpened}
              onClick={() => {
                setDrawerLoaded(true);
                toggleDrawer();
              }}
              hiddenFrom="sm"
              aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
      </Container>

      {drawerLoaded ? (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            opened={drawerOpened}
            onClose={closeDrawer}
            siteLinks={siteLinks(closeDrawer)}
            accountLinks={ACCOUNT_LINKS}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
