import { z } from 'zod';
import { envelope } from './common.ts';
import { courseSchema } from './courses.ts';
import { MSG } from './messages.ts';
import { questionSchema, quizResultSchema } from './quizzes.ts';
import { tutoringSessionSchema } from './sessions.ts';

/**
 * Diagnostics (self-assessments): timed question sets per subject, scored by the quiz engine, with a score per
 * specialty and study topics. `state`: `not_started` (no attempt), `in_progress` (an attempt open),
 * `completed` (at least one submitted and none open).
 */
export const DIAGNOSTIC_LIMITS = {
  /** A specialty scored below this percent is weak: its study topics are listed, the weakest first. */
  masteryPercent: 70,
} as const;

export const DIAGNOSTIC_STATES = ['not_started', 'in_progress', 'completed'] as const;
export type DiagnosticState = (typeof DIAGNOSTIC_STATES)[number];

/** The caller's last submitted attempt at a diagnostic. */
export const diagnosticAttemptSchema = z.object({
  id: z.number().int(),
  score_percent: z.number().int(),
  finished_at: z.string(),
  correct_count: z.number().int(),
  wrong_count: z.number().int(),
});

export const diagnosticSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  minutes: z.number().int(),
  questions_count: z.number().int(),
  subject: z.object({ id: z.number().int(), title: z.string() }),
  state: z.enum(DIAGNOSTIC_STATES),
  /** The caller's attempts: how many submitted, the best percent, the last one, and the open one's id. */
  quizzes: z.object({
    attempts: z.number().int(),
    best_percent: z.number().int().nullable(),
    last: diagnosticAttemptSchema.nullable(),
    open_quiz_id: z.number().int().nullable(),
  }),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;
export const diagnosticsResponse = envelope(z.array(diagnosticSchema));

/** `GET /self-assessments/{id}`: the diagnostic with its questions (no scores nor feedback). */
export const diagnosticDetailSchema = diagnosticSchema.extend({ questions: z.array(questionSchema) });
export type DiagnosticDetail = z.infer<typeof diagnosticDetailSchema>;
export const diagnosticDetailResponse = envelope(diagnosticDetailSchema);

/** `POST /self-assessments/{id}/quizzes`: the caller's open attempt (started now, or the one still open). */
export const startDiagnosticResponse = envelope(z.object({ quiz_id: z.number().int() }));

/**
 * `GET /public/diagnostics/{sharingId}`: a learner's latest result per diagnostic, with their first name only. The
 * questions (with the learner's answers) only when the learner chose to include them (`include_answers`); else
 * each result's `questions` is empty.
 */
export const sharedDiagnosticsSchema = z.object({
  first_name: z.string(),
  include_answers: z.boolean(),
  results: z.array(quizResultSchema),
});
export type SharedDiagnostics = z.infer<typeof sharedDiagnosticsSchema>;
export const sharedDiagnosticsResponse = envelope(sharedDiagnosticsSchema);

/**
 * `GET /diagnostics/sharing`: whether the learner shares their results (off until they turn it on), whether the
 * shared page includes their answers, and the key of their link (`/diagnostics/results/?sharingId=`).
 */
export const diagnosticSharingSchema = z.object({
  enabled: z.boolean(),
  include_answers: z.boolean(),
  sharing_id: z.string(),
});
export type DiagnosticSharing = z.infer<typeof diagnosticSharingSchema>;
export const diagnosticSharingResponse = envelope(diagnosticSharingSchema);

/** `PUT /diagnostics/sharing`: turns sharing on or off, with or without the answers. */
export const diagnosticSharingBody = z.object({
  enabled: z.boolean({ error: MSG.invalidValue }),
  include_answers: z.boolean({ error: MSG.invalidValue }),
});
export type DiagnosticSharingBody = z.infer<typeof diagnosticSharingBody>;

/** `GET /self-assessments/{id}/trend`: the caller's submitted attempts at a diagnostic, oldest first. */
export const diagnosticTrendPointSchema = z.object({
  quiz_id: z.number().int(),
  finished_at: z.string(),
  score_percent: z.number().int(),
});
export type DiagnosticTrendPoint = z.infer<typeof diagnosticTrendPointSchema>;
export const diagnosticTrendResponse = envelope(z.array(diagnosticTrendPointSchema));

/**
 * `GET /dashboard/homepage` (students): completed sessions whose tutor the student has not reviewed yet, upcoming
 * sessions, requests that expired unanswered while other tutors may still be offered for them, ongoing courses, and
 * the diagnostics figures (`resultsPercentage` the rounded mean of the latest percent of each diagnostic done).
 */
export const dashboardHomepageSchema = z.object({
  ratable_sessions: z.array(tutoringSessionSchema),
  sessions: z.array(tutoringSessionSchema),
  /**
   * Requests the tutor left unanswered (cancelled and refunded) whose requested start is less than
   * `ALTERNATIVES_RULES.windowHours` ago, soonest first: `GET /tutoring/{id}/alternatives` offers other tutors.
   */
  expired_requests: z.array(tutoringSessionSchema),
  courses: z.array(courseSchema),
  diagnostics: z.object({
    totalCount: z.number().int(),
    doneCount: z.number().int(),
    resultsPercentage: z.number().int(),
  }),
});
export type DashboardHomepage = z.infer<typeof dashboardHomepageSchema>;
export const dashboardHomepageResponse = envelope(dashboardHomepageSchema);
