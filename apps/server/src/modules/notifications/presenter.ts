import type { Language, Notification, NotificationType } from '@kru/contract';
import { describeNotification, type StoredFacts } from './entry-text.ts';
import type { NotificationRow } from './repository.ts';

/** An entry in the reader's language and time zone, from the facts kept in its row. */
export function presentNotification(
  row: NotificationRow,
  language: Language,
  timeZone: string,
): Notification {
  const type = row.type as NotificationType;
  const facts = row.data as unknown as StoredFacts;
  const text = describeNotification(type, facts, language, timeZone);
  return {
    id: row.id,
    type,
    title: text.title,
    body: text.lines.join('\n'),
    link: text.link,
    session_id: 'session_id' in facts && typeof facts.session_id === 'number' ? facts.session_id : null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
