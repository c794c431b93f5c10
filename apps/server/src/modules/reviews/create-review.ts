import { type CreateReviewBody, type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { notify } from '../notifications/index.ts';
import { presentReviews } from './load-reviews.ts';
import { courseReviewRefusal } from './policy.ts';
import {
  addToRating,
  findCompletedSessionSubject,
  findReviewedCourse,
  findReviews,
  insertReview,
  isEnrolled,
  isTutor,
} from './repository.ts';

/**
 * A tutor takes reviews from a student who completed a session with them; the subject is that session's, the
 * session the one the tutor's notice names.
 */
async function tutorSession(tx: Tx, actor: Actor, tutorId: number) {
  if (!(await isTutor(tx, tutorId))) throw AppError.notFound();
  const completed = await findCompletedSessionSubject(tx, actor.userId, tutorId);
  if (!completed) throw AppError.forbidden(MSG.reviewNeedsCompletedSession);
  return completed;
}

/** A course takes reviews from a learner who started it, where it is listed; the subject is the course's. */
async function courseSubject(tx: Tx, actor: Actor, tenant: Tenant | null, courseId: number) {
  const course = await findReviewedCourse(tx, courseId, tenant?.id ?? null);
  if (!course) throw AppError.notFound();
  const enrolled = await isEnrolled(tx, course.id, actor.userId);
  const refusal = courseReviewRefusal(course, actor, enrolled);
  if (refusal === 'not_found') throw AppError.notFound();
  if (refusal === 'own_course') throw AppError.forbidden();
  if (refusal === 'not_enrolled') throw AppError.invalid('id', MSG.reviewNeedsEnrolment);
  return course.subjectId;
}

/**
 * `POST /rates`: a student reviews a tutor after a completed session with them, or a course they started, once
 * (then edits). The target's rating sums change in the same transaction.
 */
export async function createReview(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  body: CreateReviewBody,
  language: Language,
) {
  const target = { type: body.type, id: body.id };
  const id = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const session = body.type === 'tutor' ? await tutorSession(tx, actor, body.id) : null;
    const subjectId = session ? session.subjectId : await courseSubject(tx, actor, tenant, body.id);
    const now = ctx.clock.now();
    const reviewId = await insertReview(tx, {
      type: body.type,
      targetId: body.id,
      userId: actor.userId,
      rate: body.rate,
      review: body.review,
      subjectId,
      createdAt: now,
      updatedAt: now,
    });
    if (!reviewId) {
      throw AppError.conflict(
        body.type === 'course' ? MSG.courseReviewAlreadyWritten : MSG.reviewAlreadyWritten,
      );
    }
    await addToRating(tx, target, body.rate, 1);
    if (session) {
      await notify(ctx, tx, afterCommit, {
        userId: body.id,
        type: 'session.reviewed',
        data: { session_id: session.id, rate: body.rate, review: body.review ?? null },
      });
    }
    return reviewId;
  });
  const rows = await findReviews(ctx.db, { type: body.type, targetId: body.id, id }, { limit: 1, offset: 0 });
  const [review] = await presentReviews(ctx, rows, language);
  return review!;
}
