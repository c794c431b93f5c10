import type { SectionType } from '@kru/contract';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';
import {
  type AuthoredChapter,
  type AuthoredSection,
  keys,
  useRefreshCourse,
} from '../course-authoring/api.ts';
import type { OrderChange } from './reorder.ts';

/** `GET /sections/{id}`: one section with its body. */
export function useSection(sectionId: number | null) {
  return useQuery({
    queryKey: keys.section(sectionId ?? 0),
    queryFn: () => api.get<AuthoredSection>(`/sections/${sectionId}`),
    enabled: sectionId !== null,
  });
}

/** Every section of the course with its body, for the preview. */
export function useSections(sectionIds: number[]) {
  return useQueries({
    queries: sectionIds.map((id) => ({
      queryKey: keys.section(id),
      queryFn: () => api.get<AuthoredSection>(`/sections/${id}`),
    })),
  });
}

/** The chapter and section calls of the content step; each reads the course again afterwards. */
export function useContentActions(courseId: number) {
  const refresh = useRefreshCourse();
  const client = useQueryClient();
  const settle = { onSettled: () => refresh(courseId) };
  return {
    addChapter: useMutation({
      mutationFn: (title: string) => api.post<AuthoredChapter>(`/courses/${courseId}/chapters`, { title }),
      ...settle,
    }),
    updateChapter: useMutation({
      mutationFn: ({ id, ...body }: { id: number; title?: string; sortOrder?: number }) =>
        api.patch<AuthoredChapter>(`/chapters/${id}`, body, { silent: true }),
      ...settle,
    }),
    /** Several chapters' or sections' new orders, one call each (a move up or down). */
    reorder: useMutation({
      mutationFn: ({ level, changes }: { level: 'chapters' | 'sections'; changes: OrderChange[] }) =>
        Promise.all(changes.map(({ id, sortOrder }) => api.patch(`/${level}/${id}`, { sortOrder }))),
      ...settle,
    }),
    deleteChapter: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/chapters/${id}`),
      ...settle,
    }),
    addSection: useMutation({
      mutationFn: ({ chapterId, title, type }: { chapterId: number; title: string; type: SectionType }) =>
        api.post<AuthoredSection>(`/chapters/${chapterId}/sections`, { title, type }),
      ...settle,
    }),
    updateSection: useMutation({
      mutationFn: ({ id, ...body }: { id: number; title: string; description: string; sortOrder: number }) =>
        api.patch<AuthoredSection>(`/sections/${id}`, body, { silent: true }),
      onSettled: (_data, _error, { id }) =>
        Promise.all([refresh(courseId), client.invalidateQueries({ queryKey: keys.section(id) })]),
    }),
    deleteSection: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/sections/${id}`),
      ...settle,
    }),
  };
}
