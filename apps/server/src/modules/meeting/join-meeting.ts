import { randomUUID } from 'node:crypto';
import { MEETING_CLOSE } from '@kru/contract';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../platform/context.ts';
import { isPolite, meetingAccess, participantRole } from './policy.ts';
import { findSessionFacts } from './repository.ts';
import { type MeetingRooms, sendSignal } from './rooms.ts';
import { parseClientSignal, signalForPeer } from './signal-messages.ts';
import { verifyMeetingToken } from './token.ts';

type Close = (typeof MEETING_CLOSE)[keyof typeof MEETING_CLOSE];

/**
 * A participant's socket on `/meeting/ws?token=`: the token and the session are checked before the socket joins
 * the room (a refusal closes it with a 44xx code and a reason); then its frames are relayed to the other
 * participant, until it closes or the session ends.
 */
export async function joinMeeting(
  ctx: AppContext,
  deps: { rooms: MeetingRooms; secret: string },
  socket: WebSocket,
  token: string | undefined,
): Promise<void> {
  // Frames may arrive while the session is read: they wait for the join.
  const early: string[] = [];
  let onFrame = (raw: string): void => {
    early.push(raw);
  };
  let onClose = () => {};
  socket.on('message', (data, isBinary) => onFrame(isBinary ? '' : data.toString()));
  socket.on('close', () => onClose());
  const refuse = ({ code, reason }: Close) => socket.close(code, reason);

  const check = verifyMeetingToken(deps.secret, token, ctx.clock.now());
  if (!check.ok)
    return refuse(check.reason === 'expired' ? MEETING_CLOSE.tokenExpired : MEETING_CLOSE.invalidToken);
  const { sessionId, userId } = check.grant;
  const session = await findSessionFacts(ctx.db, sessionId);
  const role = session ? participantRole(session, userId) : null;
  if (!session || !role) return refuse(MEETING_CLOSE.notParticipant);
  const now = ctx.clock.now();
  const access = meetingAccess(session, now, ctx.config.meeting.opensMinutesBefore);
  if (access === 'ended' || access === 'not_approved') return refuse(MEETING_CLOSE.sessionEnded);
  if (socket.readyState !== socket.OPEN) return;

  sendSignal(socket, {
    type: 'welcome',
    user_id: userId,
    polite: isPolite(role),
    ends_at: session.endingAt.toISOString(),
  });
  const connection = await deps.rooms.join(sessionId, userId, socket);
  const endsIn = Math.max(0, session.endingAt.getTime() - now.getTime());
  const ending = setTimeout(() => refuse(MEETING_CLOSE.sessionEnded), endsIn);
  onClose = () => {
    clearTimeout(ending);
    deps.rooms.leave(sessionId, userId, connection);
  };
  onFrame = (raw) => {
    const signal = parseClientSignal(raw);
    if (!signal) return sendSignal(socket, { type: 'error', reason: 'invalid_message' });
    if (signal.type === 'ping') return sendSignal(socket, { type: 'pong' });
    const forPeer = signalForPeer(signal, userId, randomUUID(), ctx.clock.now());
    if (!forPeer) return;
    // The author sees their chat line as the other person will: with its id and time.
    if (forPeer.type === 'chat') sendSignal(socket, forPeer);
    deps.rooms.relay(sessionId, userId, connection, forPeer);
  };
  if (socket.readyState !== socket.OPEN) return onClose();
  for (const raw of early.splice(0)) onFrame(raw);
}
