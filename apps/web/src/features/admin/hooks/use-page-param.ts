import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads an id (a positive whole number) from the query string; null when absent or not an id. */
export function idFrom(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** Reads a page number from the query string (1 when absent or not a number). */
export function pageFrom(value: string | null): number {
  return idFrom(value) ?? 1;
}

/**
 * The page's filters kept in the query string, so a reload, a shared link or the Back button shows the same
 * list: `set({ status: 'approved' })` changes them and goes back to page 1 unless a page is given.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { params, set, page: pageFrom(params.get('page')) };
}
