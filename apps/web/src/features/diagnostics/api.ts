import type {
  DashboardHomepage as DashboardHomepageWire,
  DiagnosticSharing as DiagnosticSharingWire,
  DiagnosticTrendPoint as DiagnosticTrendPointWire,
  Diagnostic as DiagnosticWire,
  QuizAttemptView,
  SharedDiagnostics as SharedDiagnosticsWire,
  SubmitQuizBody,
} from '@kru/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';
import type { QuizResult } from '../../ui/quiz/quiz-answers.ts';

export type Diagnostic = Camelized<DiagnosticWire>;
export type SharedDiagnostics = Camelized<SharedDiagnosticsWire>;
export type DiagnosticSharing = Camelized<DiagnosticSharingWire>;
export type DiagnosticTrendPoint = Camelized<DiagnosticTrendPointWire>;
export type DiagnosticAttempt = Camelized<QuizAttemptView>;

const keys = { all: ['diagnostics'] as const };

/** `GET /self-assessments`: every diagnostic with the caller's attempts. */
export function useDiagnostics() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'list', language],
    queryFn: ({ signal }) => api.get<Diagnostic[]>('/self-assessments', { signal }),
  });
}

/** `POST /self-assessments/{id}/quizzes`: the open attempt (new or still open). */
export function useStartDiagnostic() {
  return useMutation({
    mutationFn: (id: number) => api.post<{ quizId: number }>(`/self-assessments/${id}/quizzes`),
  });
}

/**
 * `GET /quizzes/{id}/attempt`: the attempt to answer, options in its own shuffled order, the answers saved so far
 * and its deadline on the server's clock. Read once: the page keeps the choices from then on.
 */
export function useDiagnosticAttempt(quizId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'attempt', quizId, language],
    queryFn: ({ signal }) =>
      api.get<DiagnosticAttempt>(`/quizzes/${quizId}/attempt`, { signal, silent: true }),
    enabled: quizId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** `GET /self-assessments/{id}/trend`: the learner's submitted attempts at it, oldest first. */
export function useDiagnosticTrend(id: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'trend', id],
    queryFn: ({ signal }) =>
      api.get<DiagnosticTrendPoint[]>(`/self-assessments/${id}/trend`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

const sharingKey = [...keys.all, 'sharing'] as const;

/** `GET /diagnostics/sharing`: whether the learner shares their results, and their link's key. */
export function useDiagnosticSharing() {
  return useQuery({
    queryKey: sharingKey,
    queryFn: ({ signal }) => api.get<DiagnosticSharing>('/diagnostics/sharing', { signal, silent: true }),
  });
}

/** `PUT /diagnostics/sharing` (on or off, answers or not) and `POST /diagnostics/sharing/link` (a new link). */
export function useChangeSharing() {
  const client = useQueryClient();
  const onSuccess = (sharing: DiagnosticSharing) => client.setQueryData(sharingKey, sharing);
  const update = useMutation({
    mutationFn: (body: { enabled: boolean; include_answers: boolean }) =>
      api.put<DiagnosticSharing>('/diagnostics/sharing', body),
    onSuccess,
  });
  const replace = useMutation({
    mutationFn: () => api.post<DiagnosticSharing>('/diagnostics/sharing/link'),
    onSuccess,
  });
  return { update, replace };
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
