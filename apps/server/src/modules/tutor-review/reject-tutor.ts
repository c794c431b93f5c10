import type { Language, RejectTutorBody, TutorReviewDetail } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { tutorRejectedEmail } from '../../platform/mail/templates.ts';
import { decideReview } from './decide-review.ts';
import { getTutorReview } from './get-tutor-review.ts';

/**
 * `POST /admin/tutor-reviews/{id}/reject`: the comment is kept on the profile (`rejection_comment`) and e-mailed
 * to the tutor in the tutor's language; the tutor fixes what it says and submits again.
 */
export async function rejectTutor(
  ctx: AppContext,
  actor: Actor,
  tutorId: number,
  body: RejectTutorBody,
  language: Language,
): Promise<TutorReviewDetail> {
  await decideReview(ctx, actor, tutorId, {
    event: 'reject',
    comment: body.comment,
    email: (tutor, name) =>
      tutorRejectedEmail({
        to: tutor.email,
        language: tutor.language,
        name,
        comment: body.comment,
        link: `${ctx.config.appUrl}/user/profile`,
      }),
  });
  return getTutorReview(ctx, actor, tutorId, language);
}
