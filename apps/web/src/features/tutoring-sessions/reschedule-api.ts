import type { Reschedule as RescheduleWire } from '@kru/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { SESSIONS_KEY, type Session, useSessionChanged } from './api.ts';

export type Reschedule = Camelized<RescheduleWire>;

/** `GET /tutoring/{id}`: one session, to its two people. */
export function useSessionById(id: number | null) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<Session>(`/tutoring/${id}`, { signal, silent: true }),
    enabled: id !== null,
  });
}

/** `GET /tutoring/{id}/reschedules`: the session's proposals of new times, oldest first. */
export function useRescheduleHistory(id: number | null) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'reschedules', id],
    queryFn: ({ signal }) => api.get<Reschedule[]>(`/tutoring/${id}/reschedules`, { signal, silent: true }),
    enabled: id !== null,
  });
}

/** `POST /tutoring/{id}/reschedule`: the caller shows a failure in place (a taken slot is a 409). */
export function useProposeReschedule() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: ({ sessionId, availabilityIds }: { sessionId: number; availabilityIds: number[] }) =>
      api.post<Session>(`/tutoring/${sessionId}/reschedule`, { availabilityIds }, { silent: true }),
    onSettled: changed,
  });
}

export type RescheduleAnswer = 'accept' | 'decline' | 'withdraw';

/** `POST /reschedules/{id}/accept|decline|withdraw`; answers the session. */
export function useAnswerReschedule() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: RescheduleAnswer }) =>
      api.post<Session>(`/reschedules/${id}/${action}`, {}, { silent: true }),
    onSettled: changed,
  });
}
