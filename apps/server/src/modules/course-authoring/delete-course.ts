import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import {
  countEnrolments,
  deleteCourse,
  deleteRefusal,
  findCourseSections,
  findDeletedSectionIds,
} from '../courses/index.ts';
import { removeCourseCover } from './course-cover.ts';
import { removeVersionOnlyMedia } from './course-version.ts';
import { lockOwnCourse } from './edit-guard.ts';
import { removeSectionMedia } from './section-media-cleanup.ts';

/**
 * `DELETE /courses/{id}`: the author's course with its cover, chapters, sections (their files and videos), tenants and log. Not while under
 * review, and never once a learner has started it (409): their progress is kept.
 */
export async function removeCourse(ctx: AppContext, actor: Actor, courseId: number): Promise<void> {
  try {
    await inTransaction(ctx.db, async (tx, afterCommit) => {
      const course = await lockOwnCourse(tx, actor, courseId);
      const refusal = deleteRefusal({
        state: course.approvalState,
        enrolmentsCount: await countEnrolments(tx, course.id),
      });
      if (refusal) throw refusal;
      const sections = await findCourseSections(tx, course.id);
      await removeVersionOnlyMedia(ctx.storage, tx, afterCommit, course.id);
      await removeCourseCover(ctx, tx, afterCommit, course.id);
      await removeSectionMedia(ctx.storage, tx, afterCommit, [
        ...sections.map((section) => section.id),
        ...(await findDeletedSectionIds(tx, course.id)),
      ]);
      await deleteCourse(tx, course.id);
    });
  } catch (error) {
    // A learner who enrolled while the deletion waited for the course's lock.
    if (isForeignKeyViolation(error)) throw AppError.conflict(MSG.courseHasLearners);
    throw error;
  }
}
