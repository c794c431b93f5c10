import type { SessionBrief as SessionBriefWire } from '@kru/contract';
import { useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { SESSIONS_KEY } from './api.ts';

export type SessionBrief = Camelized<SessionBriefWire>;

/** `GET /tutoring/{id}/brief`: the session's tutor's pre-lesson brief (404 outside its time or to others). */
export function useSessionBrief(sessionId: number | null) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'brief', sessionId],
    queryFn: ({ signal }) => api.get<SessionBrief>(`/tutoring/${sessionId}/brief`, { signal, silent: true }),
    enabled: sessionId !== null,
    retry: false,
  });
}
