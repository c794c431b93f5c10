import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadApprovalLogs } from '../course-authoring/index.ts';
import { loadCourseSections, loadCourseView } from '../courses/index.ts';
import { quizPort } from '../quizzes/index.ts';
import { presentDetail } from './presenter.ts';

/**
 * `GET /admin/course-reviews/{id}`: the course as its page shows it, every section with its body (a quiz with
 * its questions and their scores) in reading order, and the submissions and decisions newest first. An unknown id is a 404.
 */
export async function getCourseReview(ctx: AppContext, actor: Actor, courseId: number, language: Language) {
  requireAdmin(actor);
  // An admin sees a course in any state on any tenant, so no tenant narrows the view (and it 404s if missing).
  const course = await loadCourseView(ctx, actor, null, courseId, language);
  const [sections, logs] = await Promise.all([
    loadCourseSections(ctx, courseId, { port: quizPort, viewerId: actor.userId }),
    loadApprovalLogs(ctx, courseId),
  ]);
  return presentDetail(course, sections, logs);
}
