import { useEffect } from 'react';

/**
 * Coming back from a provider's page can show this page from the browser's memory as it was left, with its
 * button still busy redirecting: `reset` makes it usable again.
 */
export function useResetOnPageReturn(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}
