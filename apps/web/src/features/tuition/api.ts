import type {
  Calendar,
  Specialty,
  Subject,
  TutorCard,
  TutorProfile,
  UpdateAvailabilitiesBody,
} from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';
import type { tutorsQueryOf } from '../tutor-search/search-filters.ts';

export type Tutor = Camelized<TutorCard>;
export type TutorDetail = Camelized<TutorProfile>;
export type TutorCalendar = Camelized<Calendar>;
export type Slot = TutorCalendar['availabilities'][number];

/** Every query of the tuition pages sits under `['tuition', ...]`. */
export const tuitionKeys = {
  tutors: ['tuition', 'tutors'] as const,
  calendar: ['tuition', 'calendar'] as const,
  sessions: ['tuition', 'sessions'] as const,
  people: ['tuition', 'people'] as const,
  reviews: ['tuition', 'reviews'] as const,
};

export interface TutorSearch {
  keyword: string;
  /** The filters and the sort (search-filters.ts `tutorsQueryOf`). */
  filters: ReturnType<typeof tutorsQueryOf>;
  /** Only the tutors who have taught the student. */
  mine: boolean;
  page: number;
}

/** `GET /tutors?keyword=&subject_id=&price_min=&...&sort=&mine=&page=`: one page of tutor cards (the previous page shows meanwhile). */
export function useTutors(search: TutorSearch) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...tuitionKeys.tutors, 'list', search, language],
    queryFn: () =>
      api.page<Tutor>('/tutors', {
        query: {
          keyword: search.keyword || undefined,
          ...search.filters,
          mine: search.mine ? '1' : undefined,
          page: search.page,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /public/subjects/{id}/specialties`, or every specialty without a subject: the search's specialty filter. */
export function useSpecialties(subjectId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'specialties', subjectId, language],
    queryFn: () =>
      api.get<Camelized<Specialty>[]>(
        subjectId === null ? '/public/subject-specialties' : `/public/subjects/${subjectId}/specialties`,
      ),
    staleTime: 5 * 60_000,
  });
}

/** `GET /tutors/profile/{id}`: the tutor with the free time of the next two weeks. */
export function useTutorProfile(tutorId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...tuitionKeys.tutors, 'profile', tutorId, language],
    // Silent: the page says in place when the tutor is not found (or not visible), so no dialog repeats it.
    queryFn: () => api.get<TutorDetail>(`/tutors/profile/${tutorId}`, { silent: true }),
    enabled: tutorId !== null,
  });
}

/** `GET /public/subjects`: the subject filter's choices. */
export function useSubjects() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'subjects', language],
    queryFn: () => api.get<Camelized<Subject>[]>('/public/subjects'),
    staleTime: 5 * 60_000,
  });
}

/** `GET /calendar?from=&till=`: the signed-in tutor's own slots in the range shown. */
export function useOwnCalendar(range: { from: string; till: string } | null) {
  return useQuery({
    queryKey: [...tuitionKeys.calendar, range],
    queryFn: () => api.get<TutorCalendar>('/calendar', { query: range ?? {} }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /calendar?from=&till=&teacher_id=`: a tutor's slots in the week a student is booking from. */
export function useTutorCalendar(tutorId: number | null, range: { from: string; till: string }) {
  return useQuery({
    queryKey: [...tuitionKeys.calendar, 'tutor', tutorId, range],
    queryFn: ({ signal }) =>
      api.get<TutorCalendar>('/calendar', { query: { ...range, teacherId: tutorId }, signal, silent: true }),
    enabled: tutorId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `POST /availabilities`: adds ranges and deletes slots; the calendar and the tutor lists are read again. */
export function useUpdateAvailabilities() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAvailabilitiesBody) =>
      api.post<{ added: Slot[]; deleted: number[] }>('/availabilities', body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tuitionKeys.calendar }),
        client.invalidateQueries({ queryKey: tuitionKeys.tutors }),
      ]),
  });
}
