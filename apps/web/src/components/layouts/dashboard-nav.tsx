import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import type { SidebarLink } from './nav-config';

interface DashboardNavProps {
  links: readonly SidebarLink[];
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

const isCurrent = (link: SidebarLink, pathname: string): boolean =>
  link.activeOn.some((pattern) => matchPath({ path: pattern, end: false }, pathname) !== null);

export function DashboardNav({ links, onNavigate }: DashboardNavProps) {
  const { pathname } = useLocation();
  const t = useT();

  return (
    <Stack gap={4}>
      {links.map((link) => {
        const LinkIcon = link.icon;
        const active = isCurrent(link, pathname);
        return (
          <MantineNavLink
            key={link.label}
            component={Link}
            to={link.to}
            label={t(link.label)}
            leftSection={<LinkIcon size={20} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
