import { Menu } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../router/paths.ts';
import type { SessionUser } from '../session/session-store.ts';
import { UserMenuButton } from './UserMenuButton.tsx';

/**
 * The user menu with its dropdown: profile, settings and sign-out. Loaded when the person reaches for the button
 * (UserMenu.tsx); `opened` when they had already pressed it.
 */
export default function UserMenuDropdown({
  user,
  opened,
  focused,
}: {
  user: SessionUser;
  opened: boolean;
  focused: boolean;
}) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  // The button it replaces had the focus: this one takes it (once, when it appears).
  const focusedAtFirst = useRef(focused);
  useEffect(() => {
    if (focusedAtFirst.current) target.current?.focus();
  }, []);
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={opened}>
      <Menu.Target>
        <UserMenuButton ref={target} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={PATHS.profile} leftSection={<IconUser size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={PATHS.settings} leftSection={<IconSettings size={16} />}>
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Divider />
        {/* The theme's readable red (a menu item's `color` is the filled shade, 3.3:1 on white). */}
        <Menu.Item component={Link} to={PATHS.signOut} c="red" leftSection={<IconLogout size={16} />}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
