import type { Course, CourseBody, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { insertCourse, loadCourseView, replaceCourseSubdomains } from '../courses/index.ts';
import { checkCoverChoice, refuseSharedCover } from './course-cover.ts';
import { courseFieldsOf } from './course-fields.ts';
import { requireAuthor } from './edit-guard.ts';

/** `POST /courses`: a tutor's new course or skill (with its own cover if `cover_file` names one), a draft until submitted for review. */
export async function createCourse(
  ctx: AppContext,
  actor: Actor,
  body: CourseBody,
  language: Language,
): Promise<Course> {
  requireAuthor(actor);
  const { fields, subdomainIds } = await courseFieldsOf(ctx, actor, body);
  const coverFileId = await checkCoverChoice(ctx, ctx.db, actor, null, body.cover_file);
  const courseId = await inTransaction(ctx.db, async (tx) => {
    const id = await insertCourse(tx, actor.userId, { ...fields, coverFileId }, ctx.clock.now()).catch(
      refuseSharedCover,
    );
    await replaceCourseSubdomains(tx, id, subdomainIds);
    return id;
  });
  return loadCourseView(ctx, actor, null, courseId, language);
}
