import type { TakeSection } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { issueCertificateIfCompleted } from '../certificates/index.ts';
import {
  earnsCreatorReward,
  mayLearn,
  type OpenedSection,
  openSection,
  progressPercent,
  type QuizPort,
  statusAfterTake,
  type Viewer,
} from '../courses/index.ts';
import { creditCreatorReward } from './creator-reward.ts';
import { ensureEnrolment } from './enrol.ts';
import { countTaken, insertProgress, updateEnrolment } from './learning-repository.ts';

type Progress = Omit<TakeSection, 'quiz_id'>;

/**
 * `POST /sections/{id}/take`: a student marks a section taken (enrolling first when needed), which becomes the
 * latest viewed. A quiz section instead starts an attempt (or answers the open one): it counts as taken once
 * the quiz is submitted. Tutors and admins are a 403; a section beyond the trial a 403 too.
 */
export async function takeSection(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
  quizzes: QuizPort,
): Promise<TakeSection> {
  if (!mayLearn(actor)) throw AppError.forbidden();
  const tenantId = tenant?.id ?? null;
  const opened = await openSection(ctx, actor, tenantId, sectionId);
  return inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    if (opened.section.type !== 'quiz') {
      return { ...(await recordSectionTaken(tx, opened, actor, tenantId, at)), quiz_id: null };
    }
    const enrolment = await ensureEnrolment(tx, opened.course, actor, tenantId, at);
    const quizId = await quizzes.startAttempt(tx, { opened, learner: actor, tenantId, at });
    await updateEnrolment(tx, enrolment.id, { latestViewedSectionId: opened.section.id }, at);
    const taken = await countTaken(tx, enrolment.id);
    return {
      status_value: enrolment.status,
      progress_percent: progressPercent(taken, opened.order.length),
      started_at: enrolment.startedAt.toISOString(),
      quiz_id: quizId,
    };
  });
}

/**
 * Marks a section the learner opened (see `openSection`) taken inside `tx`: the learner's progress, the course
 * completed once every section is taken (with its certificate once every quiz is passed at its pass mark), and
 * the author's creator reward once half of them are (never while the learner is on the trial). Used by taking a
 * section, by submitting a quiz and by playing 90% of a video, so that progress is kept in one place.
 */
export async function recordSectionTaken(
  tx: Tx,
  opened: Pick<OpenedSection, 'section' | 'course' | 'order' | 'fullAccess'>,
  actor: Viewer,
  tenantId: number | null,
  at: Date,
): Promise<Progress> {
  const { section, course } = opened;
  const enrolment = await ensureEnrolment(tx, course, actor, tenantId, at);
  await insertProgress(tx, enrolment.id, section.id, at);
  const taken = await countTaken(tx, enrolment.id);
  // The sections of the course as the learner reads it (its approved version while an edit is not approved).
  const total = opened.order.length;
  const status = statusAfterTake(enrolment.status, taken, total);
  const rewarded = earnsCreatorReward({
    taken,
    total,
    alreadyRewarded: enrolment.rewardedAt !== null,
    learnerId: actor.userId,
    authorId: course.tutorId,
    fullAccess: opened.fullAccess,
  });
  if (rewarded) {
    await creditCreatorReward(
      tx,
      { enrolmentId: enrolment.id, courseId: course.id, courseTitle: course.title, authorId: course.tutorId },
      at,
    );
  }
  await updateEnrolment(
    tx,
    enrolment.id,
    {
      status,
      latestViewedSectionId: section.id,
      ...(status === 'completed' && enrolment.status !== 'completed' ? { completedAt: at } : {}),
      ...(rewarded ? { rewardedAt: at } : {}),
    },
    at,
  );
  // Every section is taken: the certificate, once every quiz is passed too (checked again on each later take).
  if (status === 'completed') {
    await issueCertificateIfCompleted(
      tx,
      { enrolmentId: enrolment.id, learnerId: actor.userId, tenantId, course, order: opened.order },
      at,
    );
  }
  return {
    status_value: status,
    progress_percent: progressPercent(taken, total),
    started_at: enrolment.startedAt.toISOString(),
  };
}
