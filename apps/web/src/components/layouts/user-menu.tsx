import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, type Icon } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectCurrentUser, useLogout } from '@/features/auth';
import { useT, type MessageKey } from '@/lib/i18n';
import { LanguageMenuItems, useLanguageAccountSync } from './language-menu-items';

export interface UserMenuLink {
  label: MessageKey;
  to: string;
  icon: Icon;
}

interface UserMenuProps {
  links: readonly UserMenuLink[];
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The signed-in user's menu: the given links, then Logout. */
export function UserMenu({ links }: UserMenuProps) {
  const user = useSelector(selectCurrentUser);
  const { logout, isLoggingOut } = useLogout();
  const t = useT();
  useLanguageAccountSync();
  if (!user) return null;

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('account.menuFor', { name: user.userName })}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={32}>
              {initialsOf(user.userName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" maw={160} truncate>
              {user.userName}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map(({ label, to, icon: LinkIcon }) => (
          <Menu.Item key={label} component={Link} to={to} leftSection={<LinkIcon size={16} aria-hidden />}>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item
          color="red.8"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout()}
          disabled={isLoggingOut}
        >
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
