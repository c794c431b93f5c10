import type { Section } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import {
  loadSectionAttachments,
  openedSectionVideo,
  presentAttachment,
  presentVideo,
} from '../course-media/index.ts';
import {
  findTakenSectionIds,
  isAdmin,
  isAuthor,
  NO_QUIZ,
  neighboursOf,
  openSection,
  presentSection,
  type QuizPort,
} from '../courses/index.ts';

/**
 * `GET /sections/{id}`: a section to read, with its neighbours in reading order: for the author, admins, and
 * learners within their trial (403 beyond it); 404 when the course is not visible to the caller. A quiz section
 * carries its questions (the answers' scores and feedback only for the author and admins) and the caller's
 * attempts; any section its attachments with signed download links, a video section its video. Learners of a
 * course whose edit is not approved read the approved section, attachments and video.
 */
export async function getSection(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
  quizzes: QuizPort,
): Promise<Section> {
  const opened = await openSection(ctx, actor, tenant?.id ?? null, sectionId);
  const { section, course, order, enrolment } = opened;
  const [taken, quiz, attachments, video] = await Promise.all([
    enrolment ? findTakenSectionIds(ctx.db, actor.userId, section.courseId) : ([] as number[]),
    section.type === 'quiz'
      ? quizzes.sectionQuiz(ctx.db, {
          sectionId: section.id,
          viewerId: actor.userId,
          withAnswers: isAuthor(course, actor) || isAdmin(actor),
          approved: opened.approved?.questions,
        })
      : NO_QUIZ,
    opened.approved
      ? Promise.all(opened.approved.attachments.map((file) => presentAttachment(ctx.storage, file)))
      : loadSectionAttachments(ctx, ctx.db, section.id, course.tutorId),
    openedSectionVideo(ctx.db, opened),
  ]);
  const videoView = video ? await presentVideo(ctx, video) : null;
  const done = taken.includes(section.id);
  return presentSection(section, neighboursOf(order, section.id), done, quiz, attachments, videoView);
}
