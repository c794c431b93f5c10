import type { Section } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findTakenSectionIds } from './catalogue-repository.ts';
import { openSection } from './open-section.ts';
import { isAdmin, isAuthor, neighboursOf } from './policy.ts';
import { presentSection } from './presenter.ts';
import { NO_QUIZ, type QuizPort } from './quiz-port.ts';
import { loadSectionAttachments } from './section-attachments.ts';
import { presentVideo } from './video-view.ts';
import { findSectionVideo } from './videos-repository.ts';

/**
 * `GET /sections/{id}`: a section to read, with its neighbours in reading order: for the author, admins, and
 * learners within their trial (403 beyond it); 404 when the course is not visible to the caller. A quiz section
 * carries its questions (the answers' scores and feedback only for the author and admins) and the caller's
 * attempts; any section its attachments with signed download links, a video section its video.
 */
export async function getSection(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
  quizzes: QuizPort,
): Promise<Section> {
  const { section, course, order, enrolment } = await openSection(ctx, actor, tenant?.id ?? null, sectionId);
  const [taken, quiz, attachments, video] = await Promise.all([
    enrolment ? findTakenSectionIds(ctx.db, actor.userId, section.courseId) : ([] as number[]),
    section.type === 'quiz'
      ? quizzes.sectionQuiz(ctx.db, {
          sectionId: section.id,
          viewerId: actor.userId,
          withAnswers: isAuthor(course, actor) || isAdmin(actor),
        })
      : NO_QUIZ,
    loadSectionAttachments(ctx, ctx.db, section.id, course.tutorId),
    findSectionVideo(ctx.db, section.id),
  ]);
  const videoView = video ? await presentVideo(ctx.storage, video) : null;
  const done = taken.includes(section.id);
  return presentSection(section, neighboursOf(order, section.id), done, quiz, attachments, videoView);
}
