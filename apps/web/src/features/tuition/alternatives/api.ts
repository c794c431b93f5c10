import type { SessionAlternatives as SessionAlternativesWire } from '@kru/contract';
import { useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../../app/api/case.ts';
import { api } from '../../../app/api/client.ts';
import { SESSIONS_KEY } from '../sessions/api.ts';

export type SessionAlternatives = Camelized<SessionAlternativesWire>;
export type SessionAlternative = SessionAlternatives['alternatives'][number];

/** `GET /tutoring/{id}/alternatives`: the other tutors an expired request offers its student (404 to others). */
export function useSessionAlternatives(sessionId: number | null) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'alternatives', sessionId],
    queryFn: ({ signal }) =>
      api.get<SessionAlternatives>(`/tutoring/${sessionId}/alternatives`, { signal, silent: true }),
    enabled: sessionId !== null,
    retry: false,
  });
}
