import { useCallback } from 'react';
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
  const set = useCallback(
    (changes: Record<string, string | number | null>, options: { push?: boolean } = {}) => {
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
        { replace: !options.push },
      );
    },
    [setParams],
  );
  return { params, set, page: idFrom(params.get('page')) ?? 1 };
}
