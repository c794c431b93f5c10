import type { Language, TutorReviewDetail } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadDocuments } from '../kyc/index.ts';
import { loadUserProfile } from '../users/index.ts';
import { presentDetail } from './presenter.ts';
import { findHistory, findTutor } from './repository.ts';

/**
 * `GET /admin/tutor-reviews/{id}`: every field of the tutor's profile with subject prices, the documents with
 * signed preview URLs, and the history of submissions and decisions. Anyone but a tutor answers 404.
 */
export async function getTutorReview(
  ctx: AppContext,
  actor: Actor,
  tutorId: number,
  language: Language,
): Promise<TutorReviewDetail> {
  requireAdmin(actor);
  const tutor = await findTutor(ctx.db, tutorId);
  if (!tutor) throw AppError.notFound();
  const [profile, documents, history] = await Promise.all([
    loadUserProfile(ctx, tutor.id, language),
    loadDocuments(ctx, tutor.id),
    findHistory(ctx.db, tutor.id),
  ]);
  return presentDetail(tutor, profile, documents, history);
}
