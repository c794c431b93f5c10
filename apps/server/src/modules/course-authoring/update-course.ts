import type { Course, CourseBody, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { loadCourseView, replaceCourseSubdomains, updateCourse } from '../courses/index.ts';
import { checkCoverChoice, replaceCover } from './course-cover.ts';
import { courseFieldsOf } from './course-fields.ts';
import { beginEdit, requireAuthor } from './edit-guard.ts';

/**
 * `PATCH /courses/{id}`: the course's information, tenants and own cover (`cover_file`: set, removed with null,
 * kept when left out). An approved or rejected course goes back to
 * draft; a course under review cannot be edited (409). The course is checked to be the caller's before the body
 * is: another tutor's course is a 404 whatever they send, never a 422 that would tell it exists.
 */
export async function updateCourseInfo(
  ctx: AppContext,
  actor: Actor,
  courseId: number,
  body: CourseBody,
  language: Language,
): Promise<Course> {
  requireAuthor(actor);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const at = ctx.clock.now();
    await beginEdit(tx, actor, courseId, at);
    const { fields, subdomainIds } = await courseFieldsOf(ctx, actor, body);
    const coverFileId = await checkCoverChoice(ctx, tx, actor, courseId, body.cover_file);
    await updateCourse(tx, courseId, fields, at);
    await replaceCourseSubdomains(tx, courseId, subdomainIds);
    if (coverFileId !== undefined) await replaceCover(ctx, tx, afterCommit, courseId, coverFileId, at);
  });
  return loadCourseView(ctx, actor, null, courseId, language);
}
