import type { Language, SessionAlternatives as SessionAlternativesWire } from '@kru/contract';
import { useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';

export type SessionAlternatives = Camelized<SessionAlternativesWire>;
export type SessionAlternative = SessionAlternatives['alternatives'][number];

/**
 * `GET /tutoring/{id}/alternatives`: the other tutors an expired request offers its student (404 to others); the
 * subject and the message are in the interface language, so it is asked again when that changes. Kept out of the
 * sessions' key: a booking refreshes those, and refetching this list would unmount the row whose click booked.
 */
export function useSessionAlternatives(sessionId: number | null, language: Language) {
  return useQuery({
    queryKey: ['session-alternatives', sessionId, language],
    queryFn: ({ signal }) =>
      api.get<SessionAlternatives>(`/tutoring/${sessionId}/alternatives`, { signal, silent: true }),
    enabled: sessionId !== null,
    retry: false,
  });
}
