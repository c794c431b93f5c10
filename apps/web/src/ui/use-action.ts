import { useCallback, useEffect, useRef, useState } from 'react';

export interface ActionCallbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
}

/**
 * A call the person starts (a form's submit) with its pending state, shaped like React Query's `useMutation`
 * (`mutate(variables, { onSuccess, onError })`, `isPending`). The signed-out pages use it so that React Query
 * stays out of the first download; every other page has React Query (see app/query/with-query-client.tsx).
 */
export function useAction<V, T>(
  run: (variables: V) => Promise<T>,
  options: { onSuccess?: (data: T) => void } = {},
) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  const latest = useRef({ run, onSuccess: options.onSuccess });
  latest.current = { run, onSuccess: options.onSuccess };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((variables: V, callbacks: ActionCallbacks<T> = {}) => {
    setPending(true);
    latest.current
      .run(variables)
      .then(
        (data) => {
          latest.current.onSuccess?.(data);
          callbacks.onSuccess?.(data);
        },
        (error: unknown) => callbacks.onError?.(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => {
        if (mounted.current) setPending(false);
      });
  }, []);

  return { mutate, isPending };
}
