import { SESSION_RULES } from '@kru/contract';

const DAY_MS = 24 * 60 * 60_000;

/** How many of the student's latest diagnostics, mistakes and courses of the subject a brief shows. */
export const BRIEF_LIMITS = { diagnostics: 3, mistakes: 10, courses: 10 } as const;

/** Until when a session's brief can be read: some days after its end. */
export function briefAvailableUntil(endingAt: Date): Date {
  return new Date(endingAt.getTime() + SESSION_RULES.briefDaysAfterEnd * DAY_MS);
}

/**
 * A session's brief is read by its tutor only, from its approval (approved, then completed) until some days after
 * its end; to anyone else, before approval, after a cancellation or later, it does not exist.
 */
export function mayReadBrief(
  session: { tutorId: number; status: string; endingAt: Date },
  viewer: { userId: number },
  now: Date,
): boolean {
  if (session.tutorId !== viewer.userId) return false;
  if (session.status !== 'approved' && session.status !== 'completed') return false;
  return now.getTime() <= briefAvailableUntil(session.endingAt).getTime();
}
