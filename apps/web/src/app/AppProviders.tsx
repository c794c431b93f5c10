import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { overlaysState } from './overlays/overlays-loader.ts';
import { TestModeBanner } from './site/TestModeBanner.tsx';
import { theme } from './theme.ts';
import { contrastVariablesResolver } from './theme-contrast.ts';

const AppOverlays = lazy(() => import('./overlays/AppOverlays.tsx'));

/**
 * The theme with the names of Mantine's icon-only close buttons (dialogs, drawers, toasts) in the visitor's
 * language: without one a screen reader says only "button".
 */
function useLocalisedTheme() {
  const { t } = useTranslation();
  const close = t('common.close');
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': close };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
      },
    });
  }, [close]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const overlaysRequested = useSyncExternalStore(overlaysState.subscribe, overlaysState.isRequested);
  return (
    <MantineProvider
      theme={useLocalisedTheme()}
      defaultColorScheme="light"
      cssVariablesResolver={contrastVariablesResolver}
    >
      <TestModeBanner />
      {children}
      {overlaysRequested && (
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
      )}
    </MantineProvider>
  );
}
