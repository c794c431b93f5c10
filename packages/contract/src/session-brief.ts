import { z } from 'zod';
import { envelope } from './common.ts';

/** A diagnostic the student took in the session's subject: its score per specialty and its weakest topics. */
export const briefDiagnosticSchema = z.object({
  quiz_id: z.number().int(),
  title: z.string(),
  finished_at: z.string(),
  score_percent: z.number().int(),
  specialty_scores: z.array(
    z.object({ specialty_id: z.number().int(), title: z.string(), score_percent: z.number().int() }),
  ),
  /** The study topics of the specialties below the mastery mark, the weakest first. */
  weakest_topics: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

/** A question the student got wrong (or partly wrong) in a quiz of the subject, with what they chose. */
export const briefMistakeSchema = z.object({
  question_id: z.number().int(),
  question: z.string(),
  /** The course quiz section or the diagnostic it was asked in. */
  source: z.string(),
  chosen: z.array(z.string()),
  correct: z.array(z.string()),
  answered_at: z.string(),
});

/** A course of the subject the student is enrolled in, and how far they are. */
export const briefCourseSchema = z.object({
  course_id: z.number().int(),
  title: z.string(),
  status: z.string(),
  sections_taken: z.number().int(),
  sections_total: z.number().int(),
  progress_percent: z.number().int(),
});

/**
 * `GET /tutoring/{id}/brief`: what the session's tutor reads before the lesson. `learning` is null when the
 * student has not shared their learning data with their tutors (the notes are shown either way).
 */
export const sessionBriefSchema = z.object({
  session_id: z.number().int(),
  student: z.object({ id: z.number().int(), full_name: z.string() }),
  subject: z.object({ id: z.number().int(), title: z.string() }),
  starting_at: z.string(),
  ending_at: z.string(),
  notes: z.string().nullable(),
  /** A trial lesson: the student's first with this tutor. */
  is_trial: z.boolean(),
  /** Until when the brief can be read (7 days after the session's end). */
  available_until: z.string(),
  learning: z
    .object({
      diagnostics: z.array(briefDiagnosticSchema),
      mistakes: z.array(briefMistakeSchema),
      courses: z.array(briefCourseSchema),
    })
    .nullable(),
});
export type SessionBrief = z.infer<typeof sessionBriefSchema>;
export const sessionBriefResponse = envelope(sessionBriefSchema);
