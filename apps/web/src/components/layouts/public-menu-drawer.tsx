import { Button, Divider, Drawer, Group, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { selectCurrentUser, selectIsBootstrapped, useLogout } from '@/features/auth';
import { useT } from '@/lib/i18n';
import classes from './public-layout.module.css';
import type { UserMenuLink } from './user-menu';

interface PublicMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The site's links, closing the drawer when followed. */
  siteLinks: ReactNode;
  accountLinks: readonly UserMenuLink[];
}

/**
 * The public header's menu on small screens. Its own chunk (with Mantine's Drawer, focus trap and scroll lock),
 * loaded on the first tap of the burger: a first visit does not download it (ADR 24).
 */
export function PublicMenuDrawer({ opened, onClose, siteLinks, accountLinks }: PublicMenuDrawerProps) {
  const isBootstrapped = useSelector(selectIsBootstrapped);
  const user = useSelector(selectCurrentUser);
  const { logout, isLoggingOut } = useLogout();
  const t = useT();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="100%"
      padding="md"
      title={t('nav.menu')}
      hiddenFrom="sm"
      zIndex={1000}
    >
      <Stack gap={4} component="nav" aria-label={t('nav.main')}>
        {siteLinks}
      </Stack>
      <Divider my="md" />
      {!isBootstrapped ? null : user ? (
        <Stack gap={4}>
          {accountLinks.map((link) => (
            <NavLink key={link.label} to={link.to} className={classes.link} onClick={onClose}>
              {t(link.label)}
            </NavLink>
          ))}
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            loading={isLoggingOut}
            onClick={() => {
              onClose();
              void logout();
            }}
            mt="sm"
          >
            {t('account.logout')}
          </Button>
        </Stack>
      ) : (
        <Group grow>
          <Button component={Link} to={paths.register()} variant="default" onClick={onClose}>
            {t('account.register')}
          </Button>
          <Button component={Link} to={paths.login()} onClick={onClose}>
            {t('account.login')}
          </Button>
        </Group>
      )}
    </Drawer>
  );
}
