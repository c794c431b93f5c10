import type { Section } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { findCourseSections } from './authoring-repository.ts';
import { presentSection } from './presenter.ts';

/**
 * Every section of a course with its body, in reading order, each naming its neighbours; `is_done` false (the
 * reviewer's view). The caller has already authorized the course (the admin review).
 */
export async function loadCourseSections(ctx: AppContext, courseId: number): Promise<Section[]> {
  const rows = await findCourseSections(ctx.db, courseId);
  return rows.map((row, index) =>
    presentSection(row, { previous: rows[index - 1]?.id ?? null, next: rows[index + 1]?.id ?? null }, false),
  );
}
