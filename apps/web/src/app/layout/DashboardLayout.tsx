import { AppShell, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TimeZoneNotice } from '../../features/account/components/TimeZoneNotice.tsx';
import { MessagesLink } from '../../features/messages/components/MessagesLink.tsx';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher.tsx';
import { useSession } from '../session/use-session.ts';
import { useTestModeBannerInFrame } from '../site/TestModeBanner.tsx';
import { Logo } from './Logo.tsx';
import { MainNavigation } from './MainNavigation.tsx';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';
import { TenantName } from './TenantName.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useFirstPageSettled } from './use-first-page-settled.ts';
import { VisitorLayout } from './VisitorLayout.tsx';

/**
 * The frame of every signed-in page; a signed-out visitor on a page open to visitors (the guard lets them in only
 * there) gets the visitor's frame instead.
 */
export function DashboardLayout() {
  return useSession().isAuthenticated ? <SignedInLayout /> : <VisitorLayout />;
}

/** The signed-in frame: header (logo, language, user menu), the role's menu, and the page. */
function SignedInLayout() {
  const { t } = useTranslation();
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const role = useSession().user?.role;
  // On a phone the menu is off screen until opened: drawn then, not with the page (a phone's CPU is the slowest
  // part of a first visit). On a wider screen it is beside the page from the start.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const [menuDrawn, setMenuDrawn] = useState(false);
  useTestModeBannerInFrame();
  const pageSettled = useFirstPageSettled();
  if ((wide || menuOpened) && !menuDrawn) setMenuDrawn(true);

  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={menuOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
            />
            <Logo size={26} />
            <TenantName />
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageSwitcher />
            {role && role !== 'admin' && <MessagesLink live={pageSettled} />}
            {role && role !== 'admin' && <NotificationBell live={pageSettled} />}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">{menuDrawn && <MainNavigation />}</AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <TimeZoneNotice />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
