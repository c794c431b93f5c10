import type { QuizAttemptView, SubmitQuizBody } from '@kru/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { courseKeys } from '../courses/api.ts';

export type QuizAttempt = Camelized<QuizAttemptView>;

/**
 * `GET /quizzes/{id}/attempt`: the learner's attempt to answer, options in its own order, with the answers saved
 * so far and its deadline (a 403, 404 said in place). Read once: the page keeps the choices from then on.
 */
export function useQuizAttempt(quizId: number | null) {
  return useQuery({
    queryKey: [...courseKeys.quiz, 'attempt', quizId],
    queryFn: ({ signal }) => api.get<QuizAttempt>(`/quizzes/${quizId}/attempt`, { signal, silent: true }),
    enabled: quizId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** `PUT /quizzes/{id}/answers`: the choices so far, kept by the server (what a timed quiz counts at its limit). */
export function useSaveQuizAnswers() {
  return useMutation({
    mutationFn: ({ quizId, body }: { quizId: number; body: SubmitQuizBody }) =>
      api.put<{ savedAt: string }>(`/quizzes/${quizId}/answers`, body, { silent: true }),
  });
}
