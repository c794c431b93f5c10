import type { Schedule, ScheduleBody, SchedulePreview } from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { tuitionKeys } from '../tuition/api.ts';

export type WeeklySchedule = Camelized<Schedule>;
export type ScheduleDraft = Camelized<ScheduleBody>;
export type FreePreview = Camelized<SchedulePreview>;

const scheduleKey = ['tuition', 'schedule'] as const;

/** `GET /availability-schedule`: the tutor's weekly hours and booking rules. */
export function useSchedule() {
  return useQuery({
    queryKey: scheduleKey,
    queryFn: () => api.get<WeeklySchedule>('/availability-schedule'),
  });
}

/** `POST /availability-schedule/preview`: the free time a draft gives (kept while the next draft loads). */
export function useSchedulePreview(draft: ScheduleDraft | null) {
  return useQuery({
    queryKey: [...scheduleKey, 'preview', draft],
    queryFn: ({ signal }) =>
      api.post<FreePreview>('/availability-schedule/preview', draft, { signal, silent: true }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });
}

/** `PUT /availability-schedule`: saves, and the calendar and tutor lists (made from it) are read again. */
export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: ScheduleDraft) => api.put<WeeklySchedule>('/availability-schedule', draft),
    onSuccess: (saved) => client.setQueryData(scheduleKey, saved),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tuitionKeys.calendar }),
        client.invalidateQueries({ queryKey: tuitionKeys.tutors }),
      ]),
  });
}
