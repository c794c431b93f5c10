import { ScrollRestoration } from 'react-router';
import { SkipLink } from '../layout/SkipLink.tsx';
import { useFirstPageDrawn } from '../site/TestModeBanner.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { FocusOnNavigation } from './FocusOnNavigation.tsx';
import { FocusRescue } from './FocusRescue.tsx';
import { NavigationProgressBar } from './NavigationProgressBar.tsx';
import { RouteGuard } from './RouteGuard.tsx';

export function RootRoute() {
  useFirstPageDrawn();
  return (
    <>
      <SkipLink />
      <NavigationProgressBar />
      <DocumentTitle />
      <ScrollRestoration />
      <FocusOnNavigation />
      <FocusRescue />
      <RouteGuard />
    </>
  );
}
