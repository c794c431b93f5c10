import { type Language, MEETING_WS_PATH, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatTime } from '../../platform/format-time.ts';
import { loadSessionViews } from '../sessions/index.ts';
import { meetingAccess, meetingOpensAt, participantRole } from './policy.ts';
import { findSessionFacts } from './repository.ts';
import { signMeetingToken } from './token.ts';

/**
 * `GET /tutoring/{id}/meeting`: a token for the room of the caller's approved session, from a few minutes before the
 * start to the end. Anyone but its student and tutor is told the session does not exist.
 */
export async function openMeeting(
  ctx: AppContext,
  secret: string,
  actor: Actor,
  sessionId: number,
  language: Language,
) {
  const session = await findSessionFacts(ctx.db, sessionId);
  const role = session ? participantRole(session, actor.userId) : null;
  if (!session || !role) throw AppError.notFound();
  const { opensMinutesBefore, iceServers } = ctx.config.meeting;
  const now = ctx.clock.now();
  const access = meetingAccess(session, now, opensMinutesBefore);
  if (access === 'not_approved') throw AppError.conflict(MSG.meetingNotApproved);
  if (access === 'ended') throw AppError.conflict(MSG.meetingEnded);
  const [view] = await loadSessionViews(ctx, [sessionId], language);
  if (access === 'not_open_yet') {
    const opensAt = meetingOpensAt(session, opensMinutesBefore);
    const timeZone = (role === 'student' ? view!.student : view!.teacher).time_zone;
    throw new AppError(
      'CONFLICT',
      MSG.meetingNotOpenYet,
      {},
      {
        time: formatTime(opensAt, language, timeZone, 'short'),
        minutes: opensMinutesBefore,
      },
    ).withDetails({ opens_at: opensAt.toISOString() });
  }
  return {
    token: signMeetingToken(secret, { sessionId, userId: actor.userId, expiresAt: session.endingAt }),
    tutoring_session: view!,
    ws_path: MEETING_WS_PATH,
    ice_servers: iceServers,
  };
}
