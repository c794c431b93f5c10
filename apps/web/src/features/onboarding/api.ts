import type { CountryDetail, Education, Specialty, Titled, UpdateUserBody } from '@kru/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { type SessionUser, sessionStore } from '../../app/session/index.ts';
import { useLanguage } from '../../i18n/index.ts';

/** Reference data changes with a release, not while someone fills in a form. */
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

/** `POST /user` with only the fields to change (spec 5); the answer becomes the session's user. */
export function useSaveProfile() {
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.post<SessionUser>('/user', body, { silent: true }),
    onSuccess: (user) => sessionStore.setUser(user),
  });
}

/** `GET /educations`: each education with its grades (school years) and their subjects. */
export function useEducations() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'educations', language],
    queryFn: () => api.get<Camelized<Education>[]>('/educations'),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCountries() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'countries', language],
    queryFn: () => api.get<Titled[]>('/public/countries'),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** `GET /public/countries/{id}`: the country with its counties. */
export function useCountry(countryId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'country', countryId, language],
    queryFn: () => api.get<Camelized<CountryDetail>>(`/public/countries/${countryId}`),
    enabled: countryId !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useSpecialties(subjectId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'specialties', subjectId, language],
    queryFn: () => api.get<Camelized<Specialty>[]>(`/public/subjects/${subjectId}/specialties`),
    enabled: subjectId !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}
