import type { Language, TutorReviewDetail } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { tutorApprovedEmail } from '../../platform/mail/templates.ts';
import { decideReview } from './decide-review.ts';
import { getTutorReview } from './get-tutor-review.ts';

/** `POST /admin/tutor-reviews/{id}/approve`: the tutor becomes visible to students and is congratulated. */
export async function approveTutor(
  ctx: AppContext,
  actor: Actor,
  tutorId: number,
  language: Language,
): Promise<TutorReviewDetail> {
  await decideReview(ctx, actor, tutorId, {
    event: 'approve',
    email: (tutor, name) =>
      tutorApprovedEmail({
        to: tutor.email,
        language: tutor.language,
        name,
        link: `${ctx.config.appUrl}/user/profile`,
      }),
  });
  return getTutorReview(ctx, actor, tutorId, language);
}
