import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number from the query string, or null. */
export function idFrom(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The page's filters kept in the query string, so a reload, a shared link or Back shows the same list:
 * `set({ subject: 3 })` changes them and returns to page 1 unless a page is given. `{ push: true }` makes the
 * change a history entry of its own (Back undoes it); otherwise it replaces the current one (typing, corrections).
 */
export function useSearchParamsState() {
  const [params, setParams] = useSearchParams();
  // The address as last set: two changes before the page renders again (leaving one price field for the next
  // one, then Enter) both land, where the router's own updater would start the second from the first's past.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const set = useCallback(
    (changes: Record<string, string | number | null>, options: { push?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      if (!('page' in changes)) next.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      setParams(next, { replace: !options.push });
    },
    [setParams],
  );
  return { params, set, page: idFrom(params.get('page')) ?? 1 };
}
