import type { Course, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { loadCourseView } from '../courses/index.ts';

/**
 * `GET /courses/{id}`: an approved course of this tenant for anyone signed in, the author's own in any state,
 * every course for admins, a course the caller had started (it may have gone back to draft); else 404.
 */
export function getCourse(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  courseId: number,
  language: Language,
): Promise<Course> {
  return loadCourseView(ctx, actor, tenant, courseId, language);
}
