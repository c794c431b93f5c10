import { and, asc, count, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { conversationMembers, conversationReports, files, users } from '../../platform/db/schema/index.ts';

const reporters = alias(users, 'reporters');
const reporterSides = alias(conversationMembers, 'reporter_sides');
const reporterAvatars = alias(files, 'reporter_avatars');
const reported = alias(users, 'reported');
const reportedSides = alias(conversationMembers, 'reported_sides');
const reportedAvatars = alias(files, 'reported_avatars');

export async function insertReport(
  q: Queryable,
  values: { conversationId: number; reporterId: number; reason: string; createdAt: Date },
) {
  const [row] = await q
    .insert(conversationReports)
    .values(values)
    .returning({ id: conversationReports.id, createdAt: conversationReports.createdAt });
  return row!;
}

/** A report with both people (names, photos and their side's role). */
function reportView(q: Queryable) {
  return q
    .select({
      id: conversationReports.id,
      conversationId: conversationReports.conversationId,
      reason: conversationReports.reason,
      createdAt: conversationReports.createdAt,
      resolvedAt: conversationReports.resolvedAt,
      resolutionNote: conversationReports.resolutionNote,
      reporter: {
        id: reporters.id,
        firstName: reporters.firstName,
        lastName: reporters.lastName,
        avatarKey: reporterAvatars.key,
        role: reporterSides.role,
      },
      reported: {
        id: reported.id,
        firstName: reported.firstName,
        lastName: reported.lastName,
        avatarKey: reportedAvatars.key,
        role: reportedSides.role,
      },
    })
    .from(conversationReports)
    .innerJoin(
      reporterSides,
      and(
        eq(reporterSides.conversationId, conversationReports.conversationId),
        eq(reporterSides.userId, conversationReports.reporterId),
      ),
    )
    .innerJoin(reporters, eq(reporters.id, reporterSides.userId))
    .leftJoin(
      reporterAvatars,
      and(eq(reporterAvatars.id, reporters.avatarFileId), eq(reporterAvatars.ownerId, reporters.id)),
    )
    .innerJoin(
      reportedSides,
      and(
        eq(reportedSides.conversationId, conversationReports.conversationId),
        ne(reportedSides.userId, conversationReports.reporterId),
      ),
    )
    .innerJoin(reported, eq(reported.id, reportedSides.userId))
    .leftJoin(
      reportedAvatars,
      and(eq(reportedAvatars.id, reported.avatarFileId), eq(reportedAvatars.ownerId, reported.id)),
    )
    .$dynamic();
}
export type ReportRow = Awaited<ReturnType<typeof findReport>> & {};

export async function findReport(q: Queryable, id: number) {
  const [row] = await reportView(q).where(eq(conversationReports.id, id)).limit(1);
  return row;
}

const statusCondition = (status: 'open' | 'resolved') =>
  status === 'open' ? isNull(conversationReports.resolvedAt) : isNotNull(conversationReports.resolvedAt);

/** Open reports oldest first (the queue), resolved ones newest first. */
export function listReports(q: Queryable, status: 'open' | 'resolved', limit: number, offset: number) {
  return reportView(q)
    .where(statusCondition(status))
    .orderBy(
      status === 'open' ? asc(conversationReports.createdAt) : desc(conversationReports.resolvedAt),
      asc(conversationReports.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countReports(q: Queryable, status: 'open' | 'resolved'): Promise<number> {
  const [row] = await q.select({ n: count() }).from(conversationReports).where(statusCondition(status));
  return row?.n ?? 0;
}

/** Resolves the report if still open; answers whether this call did. */
export async function resolveReport(
  q: Queryable,
  id: number,
  values: { resolvedAt: Date; resolvedBy: number; resolutionNote: string | null },
): Promise<boolean> {
  const rows = await q
    .update(conversationReports)
    .set(values)
    .where(and(eq(conversationReports.id, id), isNull(conversationReports.resolvedAt)))
    .returning({ id: conversationReports.id });
  return rows.length > 0;
}
