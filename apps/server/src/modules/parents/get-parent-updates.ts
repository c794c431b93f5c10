import type { ParentUpdates } from '@kru/contract';
import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mayChooseParentUpdates } from './policy.ts';
import { presentParentUpdates } from './presenter.ts';
import { findStudent, findUnsubscribes } from './repository.ts';

/** The student's parents' e-mails as they stand: consent and each contact's state. */
export async function loadParentUpdates(q: Queryable, studentId: number): Promise<ParentUpdates> {
  const student = await findStudent(q, studentId);
  if (!student) throw AppError.unauthenticated();
  return presentParentUpdates(student, await findUnsubscribes(q, studentId));
}

/** `GET /parents/updates`: students only (403 otherwise). */
export async function getParentUpdates(ctx: AppContext, actor: Actor): Promise<ParentUpdates> {
  if (!mayChooseParentUpdates(actor)) throw AppError.forbidden(MSG.parentUpdatesStudentOnly);
  return loadParentUpdates(ctx.db, actor.userId);
}
