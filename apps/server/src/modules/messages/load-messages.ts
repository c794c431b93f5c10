import type { MessagesPage, MessagesQuery } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { attachmentsOf, listMessages } from './message-repository.ts';
import { presentMessages } from './presenter.ts';

/** A page of a conversation's messages (whoever was allowed to read it), newest last. */
export async function loadMessages(
  ctx: AppContext,
  conversationId: number,
  query: MessagesQuery,
): Promise<MessagesPage> {
  const { rows, olderRemain } = await listMessages(ctx.db, conversationId, query);
  const attachments = await attachmentsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    success: true,
    data: await presentMessages(ctx, rows, attachments),
    next_before: olderRemain && rows.length ? rows[0]!.id : null,
  };
}
