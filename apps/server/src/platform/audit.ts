import type { AdminAuditEntry } from '@kru/contract';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from './db/client.ts';
import { auditLogs, users } from './db/schema/index.ts';
import { fullName } from './person-name.ts';

export interface AuditEntry {
  /** The admin who acted (null for the system). */
  actorId: number | null;
  /** `<subject>.<past tense verb>`: `user.suspended`, `subdomain.updated`. */
  action: string;
  subjectType: string;
  subjectId: number;
  /** The reason or comment the admin gave. */
  comment?: string | null;
  metadata?: Record<string, unknown>;
  at: Date;
}

/** Records an admin action; call it inside the transaction that makes the change, so both happen or neither. */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.insert(auditLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    comment: entry.comment ?? null,
    metadata: entry.metadata ?? null,
    createdAt: entry.at,
  });
}

const actors = alias(users, 'actors');

/** The admin actions recorded on one object, newest first, with who acted. */
export function findAuditEntries(q: Queryable, subjectType: string, subjectId: number, limit = 50) {
  return q
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      comment: auditLogs.comment,
      createdAt: auditLogs.createdAt,
      actor: { id: actors.id, firstName: actors.firstName, lastName: actors.lastName, email: actors.email },
    })
    .from(auditLogs)
    .leftJoin(actors, eq(actors.id, auditLogs.actorId))
    .where(and(eq(auditLogs.subjectType, subjectType), eq(auditLogs.subjectId, subjectId)))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}
export type AuditEntryRow = Awaited<ReturnType<typeof findAuditEntries>>[number];

/** The field whitelist of an audit entry in the admin console. */
export function presentAuditEntry(row: AuditEntryRow): AdminAuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: row.actor ? { id: row.actor.id, full_name: fullName(row.actor) } : null,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
  };
}
