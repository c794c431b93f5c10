import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { overlaysState } from './overlays/overlays-loader.ts';
import { TestModeBanner } from './site/TestModeBanner.tsx';
import { theme } from './theme.ts';
import { contrastVariablesResolver } from './theme-contrast.ts';

const AppOverlays = lazy(() => import('./overlays/AppOverlays.tsx'));

export function AppProviders({ children }: { children: ReactNode }) {
  const overlaysRequested = useSyncExternalStore(overlaysState.subscribe, overlaysState.isRequested);
  return (
    <MantineProvider
      theme={theme}
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
