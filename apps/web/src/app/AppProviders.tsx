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
  // Mantine's close and clear buttons (dialogs, drawers, toasts, fields) are bare icons: each gets a name in the
  // visitor's language.
  const localTheme = useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.close') };
    const clearButtonProps = { 'aria-label': t('common.clear') };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
        FileInput: { defaultProps: { clearButtonProps } },
        Select: { defaultProps: { clearButtonProps } },
        MultiSelect: { defaultProps: { clearButtonProps } },
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
