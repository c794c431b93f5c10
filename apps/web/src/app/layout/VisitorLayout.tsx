import { AppShell, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../LanguageSwitcher.tsx';
import { PATHS } from '../router/paths.ts';
import { withReturnPath } from '../router/return-path.ts';
import { Logo } from './Logo.tsx';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';
import { TenantName } from './TenantName.tsx';

/**
 * The frame of a page a signed-out visitor may open (a course's public page): the wordmark, the language and
 * sign-in, no menu. Signing in from here comes back to the page.
 */
export function VisitorLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'md', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Logo size={26} />
            <TenantName />
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageSwitcher />
            <Button
              component={Link}
              to={withReturnPath(PATHS.signIn, `${pathname}${search}`)}
              variant="subtle"
              size="compact-sm"
              data-testid="visitor-sign-in"
            >
              {t('publicCourse.signIn')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
