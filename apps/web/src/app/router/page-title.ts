import { useEffect, useSyncExternalStore } from 'react';

/**
 * The title key a page sets itself, over its route's `titleKey`, when the title depends on what it shows (a
 * refund's receipt is not a payment's). Undefined leaves the route's title.
 */
let pageTitleKey: string | undefined;
const listeners = new Set<() => void>();

function setPageTitleKey(titleKey: string | undefined): void {
  if (pageTitleKey === titleKey) return;
  pageTitleKey = titleKey;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the browser tab with `titleKey` while the page is shown (the route's title again once it leaves). */
export function usePageTitle(titleKey: string | undefined): void {
  useEffect(() => {
    setPageTitleKey(titleKey);
    return () => setPageTitleKey(undefined);
  }, [titleKey]);
}

/** The key a shown page set, if any (read by `DocumentTitle`). */
export function usePageTitleKey(): string | undefined {
  return useSyncExternalStore(subscribe, () => pageTitleKey);
}
