import { QueryClient } from '@tanstack/react-query';
import { isApiError, isCancel } from '../api/errors.ts';
import { sessionStore } from '../session/session-store.ts';

const MAX_QUERY_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isCancel(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

let previousToken = sessionStore.getState().token;
sessionStore.subscribe(() => {
  const { token } = sessionStore.getState();
  if (previousToken && token !== previousToken) queryClient.clear();
  previousToken = token;
});
