import { Box, Text } from '@mantine/core';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isUserProfileComplete, sessionStore } from '../session/session-store.ts';
import { useSiteConfig } from './site-config.ts';
import classes from './TestModeBanner.module.css';

/** How many signed-in frames are drawn (their fixed header would cover the banner at the top of the page). */
let framesShowingIt = 0;
/**
 * Until the first page is drawn: whether it will be in the signed-in frame (a signed-in user with a complete profile
 * opening any page but the `/auth/` ones; a few wider signed-out cards are the exception, and the banner then moves
 * once). The banner is then drawn where the frame will have it from the first paint, under a loader.
 */
let frameExpected: boolean | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const inFrame = () => {
  frameExpected ??=
    isUserProfileComplete(sessionStore.getState().user) && !window.location.pathname.startsWith('/auth/');
  return framesShowingIt > 0 || frameExpected;
};

/**
 * For the signed-in frame (fixed header): the banner stands under its header, in the page. Before the browser
 * paints (a layout effect): moving it after would move the whole page (CLS).
 */
export function useTestModeBannerInFrame(): void {
  useLayoutEffect(() => {
    framesShowingIt += 1;
    notify();
    return () => {
      framesShowingIt -= 1;
      notify();
    };
  }, []);
}

/** Once the first page is drawn, only the frames drawn say where the banner goes (for the router's root). */
export function useFirstPageDrawn(): void {
  useLayoutEffect(() => {
    if (frameExpected === false) return;
    frameExpected = false;
    notify();
  }, []);
}

/**
 * On every page of a production site running on the sandbox payment provider (PAYMENTS=sandbox). One element for
 * the whole visit, drawn once: at the top of the page, or where the signed-in frame's page begins (under its
 * header). Drawn again in the frame's page, the banner was a second, later paint of the largest text on a
 * signed-in page's first screen, and so its Largest Contentful Paint.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const framed = useSyncExternalStore(subscribe, inFrame);
  if (!site?.testMode) return null;
  return (
    <Box
      role="status"
      bg="yellow.4"
      px="md"
      py={4}
      ta="center"
      className={framed ? classes.inFrame : undefined}
      data-testid="test-mode-banner"
    >
      <Text size="sm" fw={700} c="dark.9">
        {t('common.testMode')}: {t('common.testModeBanner')}
      </Text>
    </Box>
  );
}
