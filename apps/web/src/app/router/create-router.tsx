import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadEnglishCatalogue } from '../../i18n/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { RouteErrorPage } from '../errors/RouteErrorPage.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { registerNavigator } from './navigator.ts';
import { RootRoute } from './RootRoute.tsx';
import { appRoutes } from './routes.tsx';
import { type AppRoute, layoutOf, type RouteHandle, type RouteLayout } from './types.ts';

function RethrowLoadError({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A route's `lazy` that never rejects: a chunk that fails to load (offline, a new deploy) renders an element
 * that throws, so the route's error page shows (a rejected `lazy` would leave the page blank).
 */
function lazyComponent(load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return { element: <RethrowLoadError error={error} /> };
    }
  };
}

/**
 * A page with the English texts it needs: the signed-out pages (`auth` layout) use the ones in the first
 * download; every other page also waits for the rest of the catalogue, loaded beside its chunk.
 */
async function withTexts<T>(layout: RouteLayout, page: Promise<T>): Promise<T> {
  if (layout === 'auth') return page;
  const [loaded] = await Promise.all([page, loadEnglishCatalogue()]);
  return loaded;
}

/**
 * Every page but the signed-out ones (`auth` layout) gets React Query, loaded beside its chunk: the signed-out
 * pages do without it (ui/use-action.ts), so it is not part of the first download.
 */
async function withQueries(layout: RouteLayout, load: () => Promise<ComponentType>): Promise<ComponentType> {
  if (layout === 'auth') return load();
  const [Component, { withQueryClient }] = await Promise.all([
    load(),
    import('../query/with-query-client.tsx'),
  ]);
  return withQueryClient(Component);
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { auth: route.auth, roles: route.roles, titleKey: route.titleKey };
  const layout = layoutOf(route);
  return {
    path: route.path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: lazyComponent(() =>
      withQueries(layout, async () => (await withTexts(layout, route.page())).default),
    ),
  };
}

function pagesIn(layout: RouteLayout): RouteObject[] {
  return appRoutes.filter((route) => layoutOf(route) === layout).map(toRouteObject);
}

/** The signed-in frame loads with the first dashboard page, keeping it out of the sign-in bundle. */
const loadDashboardLayout = lazyComponent(() =>
  withQueries(
    'dashboard',
    async () => (await withTexts('dashboard', import('../layout/DashboardLayout.tsx'))).DashboardLayout,
  ),
);

const notFound: RouteObject = {
  path: '*',
  handle: { auth: 'PUBLIC', titleKey: 'errors.notFound.title' } satisfies RouteHandle,
  element: <NotFoundPage />,
};

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: CenteredLoader,
      children: [
        { element: <AuthLayout width="narrow" />, children: [...pagesIn('auth'), notFound] },
        { element: <AuthLayout width="wide" />, children: pagesIn('wide') },
        { lazy: loadDashboardLayout, children: pagesIn('dashboard') },
        { children: pagesIn('bare') },
      ],
    },
  ]);
  registerNavigator((to, options) => router.navigate(to, options));
  return router;
}
