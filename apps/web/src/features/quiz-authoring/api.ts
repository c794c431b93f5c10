import type { Question, QuestionBody } from '@kru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { keys, useRefreshCourse } from '../course-authoring/api.ts';

export type AuthoredQuestion = Camelized<Question>;

/**
 * The question calls of a quiz section: each reads the section (its questions) and the course (its state, back
 * to draft after an edit) again afterwards. Errors are left to the form that sent them.
 */
export function useQuestionActions(courseId: number, sectionId: number) {
  const refresh = useRefreshCourse();
  const client = useQueryClient();
  const settle = {
    onSettled: () =>
      Promise.all([refresh(courseId), client.invalidateQueries({ queryKey: keys.section(sectionId) })]),
  };
  return {
    add: useMutation({
      mutationFn: (body: QuestionBody) =>
        api.post<AuthoredQuestion>(`/sections/${sectionId}/questions`, body, { silent: true }),
      ...settle,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: QuestionBody }) =>
        api.patch<AuthoredQuestion>(`/questions/${id}`, body, { silent: true }),
      ...settle,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/questions/${id}`),
      ...settle,
    }),
  };
}
