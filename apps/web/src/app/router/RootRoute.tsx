import { ScrollRestoration } from 'react-router';
import { DocumentTitle } from './DocumentTitle.tsx';
import { NavigationProgressBar } from './NavigationProgressBar.tsx';
import { RouteGuard } from './RouteGuard.tsx';

export function RootRoute() {
  return (
    <>
      <NavigationProgressBar />
      <DocumentTitle />
      <ScrollRestoration />
      <RouteGuard />
    </>
  );
}
