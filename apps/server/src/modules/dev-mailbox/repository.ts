import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { outboxEmails } from '../../platform/db/schema/index.ts';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/** The newest messages first, for one address (case-insensitive) or for everyone. */
export function listOutbox(q: Queryable, to: string | undefined, limit: number): Promise<OutboxRow[]> {
  return q
    .select()
    .from(outboxEmails)
    .where(to ? eq(sql`lower(${outboxEmails.toAddress})`, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
}
