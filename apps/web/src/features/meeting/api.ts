import type { meetingResponse } from '@kru/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';

export type MeetingAccess = Camelized<z.infer<typeof meetingResponse>['data']>;

/**
 * `GET /tutoring/{id}/meeting`: the room's token, the session and the ICE servers. Silent: the page says in place
 * why the room is closed (not yet open, ended, not found). Read once; the token lasts until the session ends.
 */
export function useMeetingAccess(sessionId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['meeting', sessionId, language],
    queryFn: () => api.get<MeetingAccess>(`/tutoring/${sessionId}/meeting`, { silent: true }),
    enabled: sessionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
