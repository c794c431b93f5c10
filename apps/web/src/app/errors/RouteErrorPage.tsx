import { useEffect, useMemo } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../report.ts';
import { ErrorView } from './ErrorView.tsx';
import { errorDetailsOf } from './error-details.ts';

/** What a route shows when its page fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const details = useMemo(() => errorDetailsOf(error), [error]);

  useEffect(() => {
    if (details.status !== 400) reportError(error, 'error', details.errorId);
  }, [error, details]);

  return <ErrorView status={details.status} errorId={details.errorId} />;
}
