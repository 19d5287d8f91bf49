import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { selectCurrentUser, selectIsBootstrapped, useLogout } from '@/features/auth';
import { Logo } from './logo';
import { PUBLIC_LINKS } from './nav-config';
import classes from './public-layout.module.css';
import { UserMenu, type UserMenuLink } from './user-menu';

const ACCOUNT_LINKS: readonly UserMenuLink[] = [
  { label: 'Profile', to: paths.profile(), icon: IconUser },
  { label: 'Enter Dashboard', to: paths.dashboard(), icon: IconLayoutDashboard },
];

/** Public header: site links, Register/Login for visitors or the account menu; a drawer on small screens. */
export function PublicHeader() {
  const [drawerOpened, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const isBootstrapped = useSelector(selectIsBootstrapped);
  const user = useSelector(selectCurrentUser);
  const { logout, isLoggingOut } = useLogout();

  const siteLinks = (onNavigate?: () => void) =>
    PUBLIC_LINKS.map((link) => (
      <NavLink key={link.label} to={link.to} end={link.end} className={classes.link} onClick={onNavigate}>
        {link.label}
      </NavLink>
    ));

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo to={paths.home()} />

          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm">
            {siteLinks()}
          </Group>

          <Group gap="xs" visibleFrom="sm" miw={160} justify="flex-end">
            {!isBootstrapped ? null : user ? (
              <UserMenu links={ACCOUNT_LINKS} />
            ) : (
              <>
                <Button component={Link} to={paths.register()} variant="default">
                  Register
                </Button>
                <Button component={Link} to={paths.login()}>
                  Login
                </Button>
              </>
            )}
          </Group>

          <Burger
            opened={drawerOpened}
            onClick={toggleDrawer}
            hiddenFrom="sm"
            aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={closeDrawer}
        size="100%"
        padding="md"
        title="Menu"
        hiddenFrom="sm"
        zIndex={1000}
      >
        <Stack gap={4} component="nav" aria-label="Main">
          {siteLinks(closeDrawer)}
        </Stack>
        <Divider my="md" />
        {!isBootstrapped ? null : user ? (
          <Stack gap={4}>
            {ACCOUNT_LINKS.map((link) => (
              <NavLink key={link.label} to={link.to} className={classes.link} onClick={closeDrawer}>
                {link.label}
              </NavLink>
            ))}
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={isLoggingOut}
              onClick={() => {
                closeDrawer();
                void logout();
              }}
              mt="sm"
            >
              Logout
            </Button>
          </Stack>
        ) : (
          <Group grow>
            <Button component={Link} to={paths.register()} variant="default" onClick={closeDrawer}>
              Register
            </Button>
            <Button component={Link} to={paths.login()} onClick={closeDrawer}>
              Login
            </Button>
          </Group>
        )}
      </Drawer>
    </Box>
  );
}
