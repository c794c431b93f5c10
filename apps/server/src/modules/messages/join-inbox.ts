import { MESSAGES_SOCKET_CLOSE } from '@kru/contract';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../platform/context.ts';
import type { Inbox } from './inbox.ts';
import { readSocketTicket, signSocketTicket, TICKET_TTL_MS } from './socket-ticket.ts';

/** `POST /messages/socket-ticket`: the caller's short-lived ticket to open their messages socket with. */
export function issueSocketTicket(ctx: AppContext, userId: number): { ticket: string; expires_at: string } {
  // Real time, not the app's clock: the ticket is checked against the same when the socket opens a moment later.
  const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
  return { ticket: signSocketTicket(ctx.config, userId, expiresAt), expires_at: expiresAt.toISOString() };
}

/** `GET /messages/ws?ticket=`: a valid ticket's socket joins its person's inbox; any other closes at once. */
export async function joinInbox(
  ctx: AppContext,
  inbox: Inbox,
  socket: WebSocket,
  ticket: string | undefined,
) {
  const check = readSocketTicket(ctx.config, ticket, new Date());
  if (!check.ok) {
    const close =
      check.reason === 'expired' ? MESSAGES_SOCKET_CLOSE.expiredTicket : MESSAGES_SOCKET_CLOSE.invalidTicket;
    socket.close(close.code, close.reason);
    return;
  }
  await inbox.attach(check.userId, socket);
}
