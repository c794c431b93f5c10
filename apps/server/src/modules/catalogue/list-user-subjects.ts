import { isTutor } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { findGradeSubjects, findPricedSubjects } from './repository.ts';

/** A tutor's priced subjects; anyone else's are those of their grade (none without one). */
export function listUserSubjects(ctx: AppContext, actor: Actor) {
  return isTutor(actor) ? findPricedSubjects(ctx.db, actor.userId) : findGradeSubjects(ctx.db, actor.userId);
}
