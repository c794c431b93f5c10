import type {
  DashboardHomepage as DashboardHomepageWire,
  DiagnosticDetail as DiagnosticDetailWire,
  Diagnostic as DiagnosticWire,
  SharedDiagnostics as SharedDiagnosticsWire,
  SubmitQuizBody,
} from '@kru/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';
import type { QuizResult } from '../../ui/quiz/quiz-answers.ts';

export type Diagnostic = Camelized<DiagnosticWire>;
export type DiagnosticDetail = Camelized<DiagnosticDetailWire>;
export type SharedDiagnostics = Camelized<SharedDiagnosticsWire>;

const keys = { all: ['diagnostics'] as const };

/** `GET /self-assessments`: every diagnostic with the caller's attempts. */
export function useDiagnostics() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'list', language],
    queryFn: ({ signal }) => api.get<Diagnostic[]>('/self-assessments', { signal }),
  });
}

/** `GET /self-assessments/{id}`: its questions to answer. */
export function useDiagnostic(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'one', id, language],
    queryFn: ({ signal }) => api.get<DiagnosticDetail>(`/self-assessments/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** `POST /self-assessments/{id}/quizzes`: the open attempt (new or still open). */
export function useStartDiagnostic() {
  return useMutation({
    mutationFn: (id: number) => api.post<{ quizId: number }>(`/self-assessments/${id}/quizzes`),
  });
}

/** `POST /quizzes/{id}/submit`, shared with course quizzes. */
export function useSubmitDiagnostic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, body }: { quizId: number; body: SubmitQuizBody }) =>
      api.post<QuizResult>(`/quizzes/${quizId}/submit`, body),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `GET /quizzes/{id}`: a diagnostic's result. */
export function useDiagnosticResult(quizId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'result', quizId, language],
    queryFn: ({ signal }) => api.get<QuizResult>(`/quizzes/${quizId}`, { signal, silent: true }),
    enabled: quizId !== null,
    retry: false,
  });
}

/** `GET /public/diagnostics/{sharingId}` (signed out too): a learner's shared results. */
export function useSharedDiagnostics(sharingId: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'shared', sharingId, language],
    queryFn: ({ signal }) =>
      api.get<SharedDiagnostics>(`/public/diagnostics/${encodeURIComponent(sharingId ?? '')}`, {
        signal,
        silent: true,
      }),
    enabled: sharingId !== null,
    retry: false,
  });
}

export type DashboardHomepage = Camelized<DashboardHomepageWire>;

/** `GET /dashboard/homepage` (students): kept under the diagnostics keys so that a submitted test refreshes it. */
export function useDashboardHomepage() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'homepage', language],
    queryFn: ({ signal }) => api.get<DashboardHomepage>('/dashboard/homepage', { signal, silent: true }),
  });
}
