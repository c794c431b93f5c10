import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { useSession } from '../session/use-session.ts';
import { type AuthLevel, decideRoute } from './guard-policy.ts';
import { forgetRememberedPage, readRememberedPage, rememberPage } from './remembered-page.ts';
import type { RouteHandle } from './types.ts';

function useRouteAuthLevel(): AuthLevel {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.auth) return handle.auth;
  }
  return 'PUBLIC';
}

/** Applies the route guard of spec section 2 to the page being opened, once the session is restored. */
export function RouteGuard() {
  const auth = useRouteAuthLevel();
  const location = useLocation();
  const { hydrated, isAuthenticated, user, isProfileComplete } = useSession();
  const decision = hydrated
    ? decideRoute({
        auth,
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
  return <Outlet />;
}
