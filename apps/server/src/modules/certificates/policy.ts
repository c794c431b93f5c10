import { randomBytes } from 'node:crypto';

/** A quiz section of the course as the learner reads it, with the learner's best submitted percent (null: none). */
export interface QuizStanding {
  sectionId: number;
  passMarkPercent: number;
  bestPercent: number | null;
}

/**
 * A course is completed when every section of it (in the learner's reading order) is taken and every quiz's best
 * attempt reached its pass mark. A course without sections is never completed.
 */
export function isCourseCompleted(
  order: number[],
  taken: Iterable<number>,
  quizzes: QuizStanding[],
): boolean {
  if (order.length === 0) return false;
  const takenIds = new Set(taken);
  if (!order.every((sectionId) => takenIds.has(sectionId))) return false;
  const inCourse = new Set(order);
  return quizzes
    .filter((quiz) => inCourse.has(quiz.sectionId))
    .every((quiz) => quiz.bestPercent !== null && quiz.bestPercent >= quiz.passMarkPercent);
}

/** A public verification code: 128 random bits, URL-safe (base64url, 22 characters). */
export function newVerificationCode(): string {
  return randomBytes(16).toString('base64url');
}

/** Only the learner it was issued to downloads a certificate (anyone else is answered as if it did not exist). */
export function mayDownload(certificate: { userId: number }, actor: { userId: number }): boolean {
  return certificate.userId === actor.userId;
}

/** The page that confirms a certificate, on its tenant's own address (the main app's otherwise). */
export function verificationUrl(appUrl: string, tenantUrl: string | null, code: string): string {
  const origin = tenantUrl ? new URL(tenantUrl).origin : appUrl.replace(/\/+$/, '');
  return `${origin}/certificates/${encodeURIComponent(code)}`;
}
