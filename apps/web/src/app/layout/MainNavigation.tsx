import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { appRoutes } from '../router/routes.tsx';
import { useSession } from '../session/use-session.ts';
import { activeNavItem, navigationFor } from './navigation.ts';

const ROUTE_PATHS = appRoutes.map((route) => route.path);

/** The role's menu in the navbar. */
export function MainNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const items = navigationFor(user?.role ?? 'student', ROUTE_PATHS);
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
