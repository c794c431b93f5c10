import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * The loading bar at the top while the router loads the next page: a visual cue only (screen readers hear the next
 * page's heading, which takes the focus), so it is hidden from assistive technology.
 */
export function NavigationProgressBar() {
  const { state } = useNavigation();

  useEffect(() => {
    if (state === 'idle') nprogress.complete();
    else nprogress.start();
  }, [state]);

  return <NavigationProgress color="kruPink.5" size={3} aria-hidden />;
}
