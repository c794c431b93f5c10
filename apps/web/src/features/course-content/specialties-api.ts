import type { sectionSpecialtiesResponse } from '@kru/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';
import { keys } from '../course-authoring/api.ts';

export type SectionSpecialties = Camelized<z.infer<typeof sectionSpecialtiesResponse>['data']>;

const specialtiesKey = (sectionId: number) => [...keys.all, 'section-specialties', sectionId] as const;

/** `GET /sections/{id}/specialties`: the section's tags and its course subject's specialties to pick from. */
export function useSectionSpecialties(sectionId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...specialtiesKey(sectionId), language],
    queryFn: ({ signal }) =>
      api.get<SectionSpecialties>(`/sections/${sectionId}/specialties`, { signal, silent: true }),
  });
}

/**
 * `PUT /sections/{id}/specialties`: replaces the section's tags. Like any edit it may put the course back to draft,
 * so every authoring view is read again. Errors are left to the form that sent them.
 */
export function useSetSectionSpecialties(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (specialtyIds: number[]) =>
      api.put<SectionSpecialties>(`/sections/${sectionId}/specialties`, { specialtyIds }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
