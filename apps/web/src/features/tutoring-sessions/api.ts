import type {
  Cancellation as CancellationWire,
  TutoringSession as TutoringSessionWire,
  tutoringSummaryResponse,
} from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { goToProvider, WALLET_KEY } from '../fees/api.ts';
import { tuitionKeys } from '../tuition/api.ts';

export type Session = Camelized<TutoringSessionWire>;
export type Cancellation = Camelized<CancellationWire>;
export type TutoringSummary = Camelized<z.infer<typeof tutoringSummaryResponse>['data']>;
export type SessionScope = 'upcoming' | 'past';

/** Every session list sits under it, so one change reads them all again. */
export const SESSIONS_KEY = [...tuitionKeys.sessions] as const;

/** `GET /tutoring/sessions?scope=&page=`: upcoming (soonest first) or past (latest first). */
export function useSessions(scope: SessionScope, page: number) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'list', scope, page],
    queryFn: ({ signal }) =>
      api.page<Session>('/tutoring/sessions', { query: { scope, page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /tutoring/summary`: the next session and the cancellations waiting. */
export function useTutoringSummary() {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'summary'],
    queryFn: ({ signal }) => api.get<TutoringSummary>('/tutoring/summary', { signal, silent: true }),
  });
}

/** While a request waits for its top-up, it is read again now and then: it moves on once the money lands. */
const PAYMENT_POLL_MS = 5000;

/** `GET /tutoring/requested`: the student's open requests (waiting for payment or for the tutor). */
export function useRequestedSessions(enabled: boolean) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'requested'],
    queryFn: ({ signal }) => api.get<Session[]>('/tutoring/requested', { signal, silent: true }),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((session) => session.status === 'payment_pending') ? PAYMENT_POLL_MS : false,
  });
}

/** `GET /tutoring/pending`: the requests the tutor has to decide. */
export function usePendingSessions(enabled: boolean) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'pending'],
    queryFn: ({ signal }) => api.get<Session[]>('/tutoring/pending', { signal, silent: true }),
    enabled,
  });
}

/** After a session changed: its lists, the summary, the calendars and the wallet are read again. */
export function useSessionChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: SESSIONS_KEY }),
      client.invalidateQueries({ queryKey: tuitionKeys.calendar }),
      client.invalidateQueries({ queryKey: tuitionKeys.tutors }),
      client.invalidateQueries({ queryKey: WALLET_KEY }),
    ]);
}

export interface BookResult {
  session: Session;
  /** Pounds the wallet is short by: the session waits for the top-up. */
  topUpNeeded: number | null;
}

/** `POST /tutoring/book`: the caller shows a failure in place (a taken slot is a 409). */
export function useBookSession() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: (body: {
      availabilityIds: number[];
      subjectId: number;
      notes?: string | null;
      shareLearningWithTutors?: boolean;
      /** A trial lesson: one slot at the tutor's trial price. */
      trial?: boolean;
    }) => api.post<BookResult>('/tutoring/book', body, { silent: true }),
    onSettled: changed,
  });
}

/** `PUT /tutoring/{id}/determine`: the tutor approves, or rejects with a reason. */
export function useDetermineSession() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      status: 'approved' | 'rejected';
      rejectionReason?: string;
    }) => api.put<Session>(`/tutoring/${id}/determine`, body, { silent: true }),
    onSettled: changed,
  });
}

/** `POST /tutoring/{id}/cancel` with the reason. */
export function useCancelSession() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<Session>(`/tutoring/${id}/cancel`, { reason }, { silent: true }),
    onSettled: changed,
  });
}

/** `POST /tutoring/{id}/no-show`: the other side did not come (an optional account of what happened). */
export function useReportNoShow() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<Session>(`/tutoring/${id}/no-show`, { reason: reason || null }, { silent: true }),
    onSettled: changed,
  });
}

/** `PUT /cancellations/{id}/determine`: the tutor refunds the student or keeps the payment. */
export function useDetermineCancellation() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'refunded' | 'kept' }) =>
      api.put<Cancellation>(`/cancellations/${id}/determine`, { status }),
    onSettled: changed,
  });
}

/**
 * `GET /wallet/checkout?amount=&return_path=`: pays a short booking's top-up at the provider, coming back to the
 * requests page (where the request proceeds once the money has landed).
 */
export function useTopUpForBooking(returnPath: string) {
  return useMutation({
    mutationFn: (amount: number) =>
      api.get<{ redirectUrl: string }>('/wallet/checkout', {
        query: { amount: amount.toFixed(2), returnPath },
      }),
    onSuccess: goToProvider,
  });
}
