import { createBrowserRouter, type RouteObject } from 'react-router';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { RouteErrorPage } from '../errors/RouteErrorPage.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { registerNavigator } from './navigator.ts';
import { RootRoute } from './RootRoute.tsx';
import { appRoutes } from './routes.tsx';
import { type AppRoute, layoutOf, type RouteHandle, type RouteLayout } from './types.ts';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { auth: route.auth, titleKey: route.titleKey };
  return {
    path: route.path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await route.page()).default }),
  };
}

function pagesIn(layout: RouteLayout): RouteObject[] {
  return appRoutes.filter((route) => layoutOf(route) === layout).map(toRouteObject);
}

/** The signed-in frame loads with the first dashboard page, keeping it out of the sign-in bundle. */
async function loadDashboardLayout() {
  const { DashboardLayout } = await import('../layout/DashboardLayout.tsx');
  return { Component: DashboardLayout };
}

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
