import { AppShell, Box, Burger, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorExit, IconUser } from '@tabler/icons-react';
import type { UserType } from '@sewamudah/shared';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { registerArea, useT } from '@/lib/i18n';
import appTexts from 'virtual:i18n-area/app';
import { DashboardNav } from './dashboard-nav';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SIDEBAR_LINKS } from './nav-config';
import { UserMenu, type UserMenuLink } from './user-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// The texts of the signed-in screens (I18N_AREAS.app) ride in this lazy chunk, not in every public page's catalogue.
registerArea(appTexts);

const NAVBAR_WIDTH = 250;

const MENU_LINKS: Record<UserType, readonly UserMenuLink[]> = {
  customer: [
    { label: 'account.profile', to: paths.profile(), icon: IconUser },
    { label: 'account.exitDashboard', to: paths.home(), icon: IconDoorExit },
  ],
  admin: [{ label: 'account.profile', to: paths.profile(), icon: IconUser }],
};

/** Layout of the signed-in area: header with the user menu, sidebar (a drawer on small screens). */
export function DashboardLayout() {
  const [drawerOpened, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const user = useSelector(selectCurrentUser);
  const t = useT();
  const userType: UserType = user?.userType ?? 'customer';
  const links = SIDEBAR_LINKS[userType];

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={toggleDrawer}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? t('nav.closeNavigation') : t('nav.openNavigation')}
              aria-expanded={drawerOpened}
            />
            <Logo to={paths.dashboard()} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {/* Under 576 px the choice is in the user menu: the header keeps the logo and the menu. */}
            <LanguageSwitch visibleFrom="xs" />
            <NotificationBell />
            <UserMenu links={MENU_LINKS[userType]} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="md" aria-label={t('nav.dashboardArea')}>
        <DashboardNav links={links} />
      </AppShell.Navbar>

      <Drawer opened={drawerOpened} onClose={closeDrawer} size={NAVBAR_WIDTH} title={t('nav.menu')} hiddenFrom="sm">
        <Box component="nav" aria-label={t('nav.dashboardArea')}>
          <DashboardNav links={links} onNavigate={closeDrawer} />
        </Box>
      </Drawer>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
