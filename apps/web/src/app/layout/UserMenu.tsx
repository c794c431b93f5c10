import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../router/paths.ts';
import { useSession } from '../session/use-session.ts';

/** The signed-in user's avatar with profile, settings and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const name = user.fullName || user.email;

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            {/* Named by the hidden text, which starts with the name the button shows (WCAG 2.5.3). */}
            <Avatar src={user.avatar} name={name} color="initials" radius="xl" size={36} aria-hidden />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate aria-hidden>
              {name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
            <VisuallyHidden>{t('nav.userMenuOf', { name })}</VisuallyHidden>
          </Group>
        </UnstyledButton>
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
