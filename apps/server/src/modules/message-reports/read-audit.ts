import type { MessagesQuery } from '@kru/contract';

/** The audit log's subject of a report's entries (its reads and its resolution). */
export const REPORT_AUDIT_SUBJECT = 'conversation_report';

/**
 * Opening the conversation is asking for its newest page; the older pages (`before`) and the newer messages since
 * (`after`) continue that same reading, so only the opening is recorded.
 */
export function opensConversation(query: Pick<MessagesQuery, 'before' | 'after'>): boolean {
  return query.before === undefined && query.after === undefined;
}
