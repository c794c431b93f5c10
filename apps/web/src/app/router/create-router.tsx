import type { ComponentType } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { routes as signedOutRoutes } from '../../features/auth/routes.tsx';
import { loadAdminCatalogue, loadFullCatalogue } from '../../i18n/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { RouteErrorPage } from '../errors/RouteErrorPage.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { loadMoreStyles } from '../styles/more-styles.ts';
import { registerNavigator } from './navigator.ts';
import { RootRoute } from './RootRoute.tsx';
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
 * A page with the texts it needs: the signed-out pages (`auth` layout) use the ones in the first download (or,
 * in Thai, loaded before the first render); every other page also waits for the rest of the catalogue in the
 * interface language, loaded beside its chunk (and an admin page for the admin team's texts).
 */
async function withTexts<T>(layout: RouteLayout, page: Promise<T>, adminTexts = false): Promise<T> {
  if (layout === 'auth') return page;
  const [loaded] = await Promise.all([
    page,
    loadFullCatalogue(),
    adminTexts ? loadAdminCatalogue() : undefined,
  ]);
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
  const handle: RouteHandle = {
    auth: route.auth,
    roles: route.roles,
    openToVisitors: route.openToVisitors,
    titleKey: route.titleKey,
  };
  const layout = layoutOf(route);
  return {
    path: route.path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: lazyComponent(() => {
      // Only when the page is being opened, not on the way to it: the address is then the page's own.
      const url = new URL(window.location.href);
      if (url.pathname === route.path) route.prefetch?.(url);
      // Asked for before the page's code, so that Mantine's styles come before the page's own, which may override them.
      const moreStyles = route.firstScreenStyles ? undefined : loadMoreStyles();
      return withQueries(layout, async () => {
        const [page] = await Promise.all([withTexts(layout, route.page(), route.adminTexts), moreStyles]);
        return page.default;
      });
    }),
  };
}

function pagesIn(routes: AppRoute[], layout: RouteLayout): RouteObject[] {
  return routes.filter((route) => layoutOf(route) === layout).map(toRouteObject);
}

const LAYOUTS: RouteLayout[] = ['auth', 'wide', 'dashboard', 'bare'];

let allRoutesAdded: Promise<void> | null = null;

/**
 * The first download knows only the signed-out pages; every other feature's route table loads on the first
 * visit of a path they do not match (the not-found route matches everything, so React Router asks here), and is
 * added once under its layouts (route ids `layout-<layout>`).
 */
const addFeatureRoutes: PatchRoutesOnNavigationFunction = ({ patch }) => {
  allRoutesAdded ??= import('./routes.tsx').then(
    ({ appRoutes }) => {
      const featureRoutes = appRoutes.filter((route) => !signedOutRoutes.includes(route));
      for (const layout of LAYOUTS) patch(`layout-${layout}`, pagesIn(featureRoutes, layout));
    },
    (error: unknown) => {
      allRoutesAdded = null;
      throw error;
    },
  );
  return allRoutesAdded;
};

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
  const router = createBrowserRouter(
    [
      {
        element: <RootRoute />,
        errorElement: <RouteErrorPage />,
        HydrateFallback: CenteredLoader,
        children: [
          {
            id: 'layout-auth',
            element: <AuthLayout width="narrow" />,
            children: [...pagesIn(signedOutRoutes, 'auth'), notFound],
          },
          {
            id: 'layout-wide',
            element: <AuthLayout width="wide" />,
            children: pagesIn(signedOutRoutes, 'wide'),
          },
          {
            id: 'layout-dashboard',
            lazy: loadDashboardLayout,
            children: pagesIn(signedOutRoutes, 'dashboard'),
          },
          { id: 'layout-bare', children: pagesIn(signedOutRoutes, 'bare') },
        ],
      },
    ],
    { patchRoutesOnNavigation: addFeatureRoutes },
  );
  registerNavigator((to, options) => router.navigate(to, options));
  return router;
}
