import type { QuizSettings, QuizSettingsBody } from '@kru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { keys, useRefreshCourse } from '../course-authoring/api.ts';

/**
 * `PUT /sections/{id}/quiz-settings`: the quiz's option order and time limit; reads the section and the course
 * (back to draft after an edit) again afterwards. Errors are left to the form that sent them.
 */
export function useSaveQuizSettings(courseId: number, sectionId: number) {
  const refresh = useRefreshCourse();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizSettingsBody) =>
      api.put<Camelized<QuizSettings>>(`/sections/${sectionId}/quiz-settings`, body, { silent: true }),
    onSettled: () =>
      Promise.all([refresh(courseId), client.invalidateQueries({ queryKey: keys.section(sectionId) })]),
  });
}
