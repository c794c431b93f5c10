import type { Queryable } from './db/client.ts';
import { auditLogs } from './db/schema/index.ts';

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
