import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../api/errors.ts';

export interface ErrorDetails {
  status: number;
  errorId: string;
}

export function createErrorId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
  return random.replaceAll('-', '').slice(0, 12).toUpperCase();
}

/** The status to show and the id to quote: the API's `error_id` when it gave one, else a new one. */
export function errorDetailsOf(error: unknown): ErrorDetails {
  if (isApiError(error)) return { status: error.status || 500, errorId: error.errorId ?? createErrorId() };
  if (isRouteErrorResponse(error)) return { status: error.status, errorId: createErrorId() };
  return { status: 500, errorId: createErrorId() };
}
