import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { overlaysState } from './overlays/overlays-loader.ts';
import { TestModeBanner } from './site/TestModeBanner.tsx';
import { theme } from './theme.ts';
import { contrastVariablesResolver } from './theme-contrast.ts';

const AppOverlays = lazy(() => import('./overlays/AppOverlays.tsx'));

export function AppProviders({ children }: { children: ReactNode }) {
  const overlaysRequested = useSyncExternalStore(overlaysState.subscribe, overlaysState.isRequested);
  const { t } = useTranslation();
  // Mantine's close buttons (dialogs, drawers, toasts) are bare icons: each gets a name in the visitor's language.
  const localTheme = useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.close') };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
      },
    });
  }, [t]);
  return (
    <MantineProvider
      theme={localTheme}
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
