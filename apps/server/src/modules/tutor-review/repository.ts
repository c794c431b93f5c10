import { TUTOR_REVIEW_ACTIONS } from '@kru/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { auditLogs, files, users } from '../../platform/db/schema/index.ts';

type ApprovalStatus = (typeof users.approvalStatus.enumValues)[number];

const isTutorIn = (status: ApprovalStatus) =>
  and(eq(users.role, 'teacher'), eq(users.approvalStatus, status));

/** One page of tutors in a review state, each with the number of documents registered. */
export function listTutors(
  q: Queryable,
  query: { status: ApprovalStatus; order: 'oldest_first' | 'newest_first'; limit: number; offset: number },
) {
  // Correlated per row of the page; the table names are spelled out, as drizzle leaves columns unqualified here.
  const documentsCount = sql<number>`(
    select count(*)::int from ${files} as d
    where d.owner_id = ${users}.id and d.kind = 'document' and d.registered_at is not null
  )`;
  const order =
    query.order === 'oldest_first'
      ? [sql`${users.reviewSubmittedAt} asc nulls last`, asc(users.id)]
      : [sql`${users.reviewSubmittedAt} desc nulls last`, desc(users.id)];
  return q
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      approvalStatus: users.approvalStatus,
      reviewSubmittedAt: users.reviewSubmittedAt,
      documentsCount,
    })
    .from(users)
    .where(isTutorIn(query.status))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
}
export type TutorListRow = Awaited<ReturnType<typeof listTutors>>[number];

export async function countTutors(q: Queryable, status: ApprovalStatus): Promise<number> {
  const [row] = await q.select({ n: count() }).from(users).where(isTutorIn(status));
  return row?.n ?? 0;
}

/** The tutor with this id (no one else: another role is not a tutor to review). */
export async function findTutor(q: Queryable, id: number) {
  const [row] = await q
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      approvalStatus: users.approvalStatus,
      reviewSubmittedAt: users.reviewSubmittedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'teacher')))
    .limit(1);
  return row;
}
export type TutorRow = NonNullable<Awaited<ReturnType<typeof findTutor>>>;

const actors = alias(users, 'actors');

/** The tutor's review history from the audit log, newest first, with who acted. */
export function findHistory(q: Queryable, tutorId: number) {
  return q
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      comment: auditLogs.comment,
      metadata: auditLogs.metadata,
      createdAt: auditLogs.createdAt,
      actor: {
        id: actors.id,
        email: actors.email,
        firstName: actors.firstName,
        lastName: actors.lastName,
      },
    })
    .from(auditLogs)
    .leftJoin(actors, eq(actors.id, auditLogs.actorId))
    .where(
      and(
        eq(auditLogs.subjectType, 'user'),
        eq(auditLogs.subjectId, tutorId),
        inArray(auditLogs.action, [...TUTOR_REVIEW_ACTIONS]),
      ),
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id));
}
export type HistoryRow = Awaited<ReturnType<typeof findHistory>>[number];
