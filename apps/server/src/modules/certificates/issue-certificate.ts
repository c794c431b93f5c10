import type { Tx } from '../../platform/db/client.ts';
import { fullName } from '../../platform/person-name.ts';
import { isCourseCompleted, newVerificationCode } from './policy.ts';
import {
  findPeople,
  findQuizStandings,
  findTakenSectionIds,
  hasCertificate,
  insertCertificate,
} from './repository.ts';

export interface CompletionCheck {
  enrolmentId: number;
  learnerId: number;
  tenantId: number | null;
  course: { id: number; title: string; tutorId: number };
  /** The course's section ids in the learner's reading order (its approved version while an edit waits). */
  order: number[];
}

/**
 * Issues the learner's certificate for the course once it is completed (every section taken, every quiz's best
 * attempt at its pass mark), inside the transaction that took a section or submitted a quiz, so the two commit
 * together. Idempotent: a learner already holding one gets nothing new. Answers whether this call issued it.
 */
export async function issueCertificateIfCompleted(
  tx: Tx,
  check: CompletionCheck,
  at: Date,
): Promise<boolean> {
  const { course, learnerId } = check;
  if (await hasCertificate(tx, learnerId, course.id)) return false;
  const [taken, quizzes] = await Promise.all([
    findTakenSectionIds(tx, check.enrolmentId),
    findQuizStandings(tx, course.id, learnerId),
  ]);
  if (!isCourseCompleted(check.order, taken, quizzes)) return false;
  const { learner, tutor } = await findPeople(tx, learnerId, course.tutorId);
  if (!learner || !tutor) return false;
  return insertCertificate(tx, {
    code: newVerificationCode(),
    userId: learnerId,
    courseId: course.id,
    subdomainId: check.tenantId,
    learnerName: fullName(learner),
    courseTitle: course.title,
    tutorName: fullName(tutor),
    language: learner.language,
    timeZone: learner.timeZone,
    issuedAt: at,
  });
}
