import type { Language, Section } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadApprovalLogs } from '../course-authoring/index.ts';
import { loadSectionAttachments, presentVideo } from '../course-media/index.ts';
import { findSectionVideo, loadCourseSections, loadCourseView } from '../courses/index.ts';
import { quizPort } from '../quizzes/index.ts';
import { requireReviewer } from './policy.ts';
import { presentDetail } from './presenter.ts';

/** The section with the media a learner would get: its attachments and its video, with signed links. */
async function withMedia(ctx: AppContext, section: Section, authorId: number): Promise<Section> {
  const [attachments, video] = await Promise.all([
    loadSectionAttachments(ctx, ctx.db, section.id, authorId),
    findSectionVideo(ctx.db, section.id),
  ]);
  return { ...section, attachments, video: video ? await presentVideo(ctx, video) : null };
}

/**
 * `GET /admin/course-reviews/{id}`: the course as its page shows it, every section of the edit under review in
 * reading order with what a learner reads (the body, the video and attached files with signed links, a quiz
 * with its questions, answers, scores and feedback), and the submissions and decisions newest first. An unknown
 * id is a 404.
 */
export async function getCourseReview(ctx: AppContext, actor: Actor, courseId: number, language: Language) {
  requireReviewer(actor);
  // An admin sees a course in any state on any tenant, so no tenant narrows the view (and it 404s if missing).
  const course = await loadCourseView(ctx, actor, null, courseId, language);
  const [sections, logs] = await Promise.all([
    loadCourseSections(ctx, courseId, { port: quizPort, viewerId: actor.userId }),
    loadApprovalLogs(ctx, courseId),
  ]);
  const readable = await Promise.all(sections.map((section) => withMedia(ctx, section, course.tutor.id)));
  return presentDetail(course, readable, logs);
}
