import type { Course, CourseBody, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { insertCourse, loadCourseView, replaceCourseSubdomains } from '../courses/index.ts';
import { courseFieldsOf } from './course-fields.ts';
import { requireAuthor } from './edit-guard.ts';

/** `POST /courses`: a tutor's new course or skill, a draft until submitted for review. */
export async function createCourse(
  ctx: AppContext,
  actor: Actor,
  body: CourseBody,
  language: Language,
): Promise<Course> {
  requireAuthor(actor);
  const { fields, subdomainIds } = await courseFieldsOf(ctx, actor, body);
  const courseId = await inTransaction(ctx.db, async (tx) => {
    const id = await insertCourse(tx, actor.userId, fields, ctx.clock.now());
    await replaceCourseSubdomains(tx, id, subdomainIds);
    return id;
  });
  return loadCourseView(ctx, actor, null, courseId, language);
}
