import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { useSession } from '../session/use-session.ts';
import { decideRoute } from './guard-policy.ts';
import { forgetRememberedPage, readRememberedPage, rememberPage } from './remembered-page.ts';
import type { RouteHandle } from './types.ts';

/** Loaded only when someone opens a page that is not for their role. */
const ForbiddenPage = lazy(() => import('../errors/ForbiddenPage.tsx'));

/** The handle of the deepest route that says who may open it. */
function useRouteHandle(): Pick<RouteHandle, 'auth' | 'roles' | 'openToVisitors'> {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.auth) return handle;
  }
  return { auth: 'PUBLIC' };
}

/** Applies the route guard of spec section 2 to the page being opened, once the session is restored. */
export function RouteGuard() {
  const { auth, roles, openToVisitors } = useRouteHandle();
  const location = useLocation();
  const { hydrated, isAuthenticated, user, isProfileComplete } = useSession();
  const decision = hydrated
    ? decideRoute({
        auth,
        roles,
        openToVisitors,
        path: `${location.pathname}${location.search}`,
        user: isAuthenticated ? user : null,
        isProfileComplete,
        remembered: readRememberedPage(),
      })
    : null;

  useEffect(() => {
    if (decision?.remember) rememberPage(decision.remember);
    if (decision?.forgetRemembered) forgetRememberedPage();
  }, [decision?.remember, decision?.forgetRemembered]);

  if (!decision) return <CenteredLoader />;
  if (decision.redirect) return <Navigate to={decision.redirect} replace />;
  if (decision.forbidden) {
    return (
      <Suspense fallback={<CenteredLoader />}>
        <ForbiddenPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
