import type { Course, Language } from '@kru/contract';
import { tokenize } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { listCourses } from '../course-catalogue/index.ts';
import { catalogueKeywords, RECOMMENDATIONS_MAX, recommendationScore } from './policy.ts';

/**
 * Other courses to suggest with an answer, from this tenant's catalogue only (approved, visible here): those of
 * the same subject (or other skills, for a skill) and those whose title or description holds the question's
 * words, best fit first.
 */
export async function recommendCourses(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  course: Course,
  question: string,
  language: Language,
): Promise<Course[]> {
  const subjectId = course.subject?.id;
  const sameKind = listCourses(
    ctx,
    actor,
    tenant,
    { page: 1, course_type: course.course_type, subject_id: subjectId },
    language,
  );
  const byWords = catalogueKeywords(question).map((keyword) =>
    listCourses(ctx, actor, tenant, { page: 1, keyword }, language),
  );
  const pages = await Promise.all([sameKind, ...byWords]);
  const candidates = new Map<number, Course>();
  for (const item of pages.flatMap((page) => page.items)) {
    if (item.id !== course.id) candidates.set(item.id, item);
  }
  const words = tokenize(question);
  return [...candidates.values()]
    .map((candidate) => ({
      candidate,
      score: recommendationScore(words, {
        text: `${candidate.title} ${candidate.description}`,
        sameSubject: candidate.course_type === course.course_type && candidate.subject?.id === subjectId,
      }),
    }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, RECOMMENDATIONS_MAX)
    .map((item) => item.candidate);
}
