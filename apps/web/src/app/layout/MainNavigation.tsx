import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session/use-session.ts';
import { activeNavItem, NAVIGATION } from './navigation.ts';

/** The role's menu in the navbar. */
export function MainNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const items = NAVIGATION[user?.role ?? 'student'];
  const active = activeNavItem(items, pathname);

  return (
    <Stack component="nav" gap={4} aria-label={t('nav.main')}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={t(item.labelKey)}
          leftSection={<item.icon size={20} stroke={1.6} />}
          active={item === active}
          aria-current={item === active ? 'page' : undefined}
          variant="light"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}
