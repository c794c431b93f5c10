import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';

/** What happened to a session (or a cancellation) that its people are told about. */
export type NotificationType =
  | 'session.requested'
  | 'session.approved'
  | 'session.rejected'
  | 'session.cancelled'
  | 'session.expired'
  | 'session.payment_lapsed'
  | 'session.reminder_24h'
  | 'session.reminder_1h'
  | 'session.completed'
  | 'cancellation.requested'
  | 'cancellation.decided';

export interface NotificationInput {
  userId: number;
  type: NotificationType;
  /** Ids and facts the entry and the e-mail are written from, e.g. { session_id, status }. */
  data: Record<string, string | number | null>;
}

/**
 * Records an entry on the user's /notifications page inside the caller's transaction, and e-mails the user in
 * their language once it has committed.
 */
export async function notify(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _input: NotificationInput,
): Promise<void> {
  throw new Error('notify: not built yet');
}
