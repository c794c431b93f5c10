import type { CourseApprovalState, CourseType } from '@kru/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { courses } from '../../platform/db/schema/index.ts';
import type { DecisionChange } from './policy.ts';

interface QueueFilter {
  status: CourseApprovalState;
  courseType?: CourseType;
}

const matching = (filter: QueueFilter) =>
  and(
    eq(courses.approvalState, filter.status),
    filter.courseType === undefined ? undefined : eq(courses.courseType, filter.courseType),
  );

/** The ids of one page of courses in a state (the `courses_state_submitted_idx` index serves the queue). */
export async function listCourseIds(
  q: Queryable,
  query: QueueFilter & { order: 'oldest_submitted_first' | 'newest_first'; limit: number; offset: number },
): Promise<number[]> {
  const order =
    query.order === 'oldest_submitted_first'
      ? [sql`${courses.submittedAt} asc nulls last`, asc(courses.id)]
      : [desc(courses.updatedAt), desc(courses.id)];
  const rows = await q
    .select({ id: courses.id })
    .from(courses)
    .where(matching(query))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => row.id);
}

export async function countCourses(q: Queryable, filter: QueueFilter): Promise<number> {
  const [row] = await q.select({ n: count() }).from(courses).where(matching(filter));
  return row?.n ?? 0;
}

/** The course's review state, locked until the decision commits: a second admin deciding at once waits here. */
export async function lockCourse(tx: Tx, courseId: number) {
  const [row] = await tx
    .select({ id: courses.id, tutorId: courses.tutorId, approvalState: courses.approvalState })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return row;
}

export async function applyDecision(tx: Tx, courseId: number, change: DecisionChange, at: Date) {
  await tx
    .update(courses)
    .set({ ...change, updatedAt: at })
    .where(eq(courses.id, courseId));
}
