import { bm25Scores, queryWords, tokenize } from '../../platform/ai/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { RECOMMENDATION_CANDIDATES, RECOMMENDATIONS_MAX, recommendationWords } from './policy.ts';
import { findCatalogueSections } from './repository.ts';

export interface Recommendation {
  id: number;
  title: string;
  courseType: 'subject' | 'skill';
}

/**
 * Other courses and skills to suggest with an answer: those of this tenant's catalogue (approved, listed here)
 * whose sections match the question, best section first (BM25 over the candidate sections, with the English or
 * Thai words of school terms). Never the open course, at most `RECOMMENDATIONS_MAX`, none when nothing matches.
 */
export async function recommendCourses(
  ctx: AppContext,
  tenant: Tenant | null,
  openCourseId: number,
  question: string,
): Promise<Recommendation[]> {
  const query = queryWords(question);
  const words = recommendationWords(query);
  if (words.length === 0) return [];
  const rows = await findCatalogueSections(
    ctx.db,
    tenant?.id ?? null,
    openCourseId,
    words.map(containsPattern),
    RECOMMENDATION_CANDIDATES,
  );
  const { lessonText } = await import('../../platform/rich-text/index.ts');
  const scores = bm25Scores(
    query,
    rows.map((row) => tokenize(`${row.sectionTitle} ${row.sectionTitle} ${lessonText(row.description)}`)),
  );
  const best = new Map<number, { course: Recommendation; score: number }>();
  rows.forEach((row, index) => {
    const score = scores[index] ?? 0;
    if (score <= 0 || (best.get(row.courseId)?.score ?? 0) >= score) return;
    best.set(row.courseId, {
      course: { id: row.courseId, title: row.courseTitle, courseType: row.courseType },
      score,
    });
  });
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.course.id - b.course.id)
    .slice(0, RECOMMENDATIONS_MAX)
    .map((item) => item.course);
}
