import type { TutorDashboard as TutorDashboardWire } from '@kru/contract';
import { useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';
import { SESSIONS_KEY } from '../tutoring-sessions/api.ts';

export type TutorDashboard = Camelized<TutorDashboardWire>;

/** `GET /dashboard/tutor`: under the sessions' key, so that approving or cancelling one reads it again. */
export function useTutorDashboard() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'dashboard', language],
    queryFn: ({ signal }) => api.get<TutorDashboard>('/dashboard/tutor', { signal, silent: true }),
  });
}
