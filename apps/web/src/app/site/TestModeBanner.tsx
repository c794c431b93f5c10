import { Box, Text } from '@mantine/core';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from './site-config.ts';

/** How many signed-in frames are showing the banner in their page (their fixed header would cover it at the top). */
let framesShowingIt = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const shownInFrame = () => framesShowingIt > 0;

/**
 * For a frame with a fixed header: it shows `<TestModeBanner inFrame />` under its header, and the top one hides.
 * Before the browser paints (a layout effect): hiding it after would move the whole page up (CLS).
 */
export function useTestModeBannerInFrame(): void {
  useLayoutEffect(() => {
    framesShowingIt += 1;
    for (const listener of listeners) listener();
    return () => {
      framesShowingIt -= 1;
      for (const listener of listeners) listener();
    };
  }, []);
}

/** On every page of a production site running on the sandbox payment provider (PAYMENTS=sandbox). */
export function TestModeBanner({ inFrame = false }: { inFrame?: boolean }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const frameShowsIt = useSyncExternalStore(subscribe, shownInFrame);
  if (!site?.testMode || (frameShowsIt && !inFrame)) return null;
  return (
    <Box
      role="status"
      bg="yellow.4"
      px="md"
      py={4}
      mb={inFrame ? 'md' : undefined}
      ta="center"
      style={inFrame ? { borderRadius: 'var(--mantine-radius-md)' } : undefined}
      data-testid="test-mode-banner"
    >
      <Text size="sm" fw={700} c="dark.9">
        {t('common.testMode')}: {t('common.testModeBanner')}
      </Text>
    </Box>
  );
}
