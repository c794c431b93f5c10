import { MSG, type ParentSubscription } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { presentSubscription } from './presenter.ts';
import { findStudent, findUnsubscribes } from './repository.ts';
import { type ParentLink, readParentLinkToken } from './unsubscribe-link.ts';

/** The link's student and contact; a link we did not sign, or of a student who is gone, is a clear 404. */
export async function linkTarget(ctx: AppContext, q: Queryable, token: string) {
  const link = readParentLinkToken(ctx.config, token);
  const student = link && (await findStudent(q, link.studentId));
  if (!link || !student) throw new AppError('NOT_FOUND', MSG.parentLinkInvalid);
  return { link, student };
}

export async function subscriptionOf(
  q: Queryable,
  link: ParentLink,
  student: { firstName: string | null },
): Promise<ParentSubscription> {
  const stopped = (await findUnsubscribes(q, link.studentId)).some((row) => row.email === link.email);
  return presentSubscription(link.email, student, !stopped);
}

/** `GET /public/parents/unsubscribe?token=`: what the page asks the contact to confirm. Changes nothing. */
export async function getParentSubscription(ctx: AppContext, token: string): Promise<ParentSubscription> {
  const { link, student } = await linkTarget(ctx, ctx.db, token);
  return subscriptionOf(ctx.db, link, student);
}
