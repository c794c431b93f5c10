import { type Language, MSG, type SessionAlternative, type SessionAlternatives } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { localized, translate } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import { alternativesWindow, mayOfferAlternatives } from './policy.ts';
import { presentAlternative, presentAlternatives } from './presenter.ts';
import { findAlternatives, findRequest, type RequestRow } from './repository.ts';

const offeredFor = (q: Queryable, request: RequestRow, now: Date) =>
  findAlternatives(q, request, alternativesWindow(request.startingAt, now), now);

/**
 * `GET /tutoring/{id}/alternatives`: for a request its tutor left unanswered (expired), up to 3 other tutors of
 * the same subject free for as long within a day of the requested time, closest first then best rated, each with
 * the slots that book it in one click. Only the request's student, only an expired request: 404 otherwise.
 */
export async function listSessionAlternatives(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  language: Language,
): Promise<SessionAlternatives> {
  const request = await findRequest(ctx.db, sessionId);
  if (!request || !mayOfferAlternatives(request, actor.userId)) throw AppError.notFound();
  const rows = await offeredFor(ctx.db, request, ctx.clock.now());
  const alternatives: SessionAlternative[] = [];
  for (const row of rows) {
    const avatarUrl = row.avatar_key ? await ctx.storage.signDownload(row.avatar_key) : null;
    alternatives.push(presentAlternative(row, avatarUrl));
  }
  const subject = localized({ titleEn: request.subjectEn, titleTh: request.subjectTh }, language);
  const level = localized({ titleEn: request.levelEn, titleTh: request.levelTh }, language);
  const message = alternatives.length ? null : translate(MSG.noAlternativeTutors, language, { subject });
  return presentAlternatives(request, { subject, level }, alternatives, message);
}

/**
 * The names of the tutors an expired request offers its student, as its notice names them (inside the expiry's
 * transaction, so the notice and the page agree at that moment); empty when there are none.
 */
export async function alternativeTutorNames(q: Queryable, sessionId: number, now: Date): Promise<string[]> {
  const request = await findRequest(q, sessionId);
  if (!request) return [];
  const rows = await offeredFor(q, request, now);
  return rows.map((row) =>
    fullName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
  );
}
