import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context.ts';
import { courseSections, questionOptions, questions } from '../src/platform/db/schema/index.ts';

export interface QuestionSpec {
  title?: string;
  multiple?: boolean;
  /** Each option's score, 0 to 1. */
  scores: number[];
}

export interface QuestionFixture {
  id: number;
  /** The options' ids, in order. */
  options: number[];
}

/**
 * Turns a section into a quiz holding `specs`' questions, written straight into the database (no API); the
 * options are titled `Option 1`, `Option 2`... with feedback `Because N`.
 */
export async function makeQuizSection(
  ctx: AppContext,
  sectionId: number,
  specs: QuestionSpec[],
): Promise<QuestionFixture[]> {
  await ctx.db.update(courseSections).set({ type: 'quiz' }).where(eq(courseSections.id, sectionId));
  const created: QuestionFixture[] = [];
  for (const [index, spec] of specs.entries()) {
    const [question] = await ctx.db
      .insert(questions)
      .values({
        sectionId,
        title: spec.title ?? `Question ${index + 1}`,
        feedback: `About question ${index + 1}`,
        isMultipleChoice: spec.multiple ?? false,
        sortOrder: index + 1,
      })
      .returning();
    const options = await ctx.db
      .insert(questionOptions)
      .values(
        spec.scores.map((score, i) => ({
          questionId: question!.id,
          title: `Option ${i + 1}`,
          feedback: `Because ${i + 1}`,
          scoreMilli: Math.round(score * 1000),
          sortOrder: i + 1,
        })),
      )
      .returning();
    created.push({
      id: question!.id,
      options: options.sort((a, b) => a.sortOrder - b.sortOrder).map((o) => o.id),
    });
  }
  return created;
}
