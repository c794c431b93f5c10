import type { Language, TutoringSession } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { presentSession } from './presenter.ts';
import { findSessionRows, type SessionRow } from './repository.ts';

/** The sessions of `ids` with everything the presenter needs, in the order of `ids` (one query for a page). */
async function loadSessions(q: Queryable, ids: number[]): Promise<SessionRow[]> {
  if (!ids.length) return [];
  const rows = await findSessionRows(q, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Presents loaded sessions, signing each distinct avatar once (a local HMAC or an S3 presign: no queries). */
async function presentSessions(
  ctx: AppContext,
  rows: SessionRow[],
  language: Language,
): Promise<TutoringSession[]> {
  const keys = new Set(
    rows.flatMap((row) => [row.student.avatarKey, row.tutor.avatarKey]).filter((key) => key !== null),
  );
  const avatars = new Map(
    await Promise.all([...keys].map(async (key) => [key, await ctx.storage.signDownload(key)] as const)),
  );
  return rows.map((row) => presentSession(row, language, avatars));
}

/** `loadSessions` then `presentSessions`: the wire sessions of `ids`, in that order. */
export async function loadSessionViews(
  ctx: AppContext,
  ids: number[],
  language: Language,
): Promise<TutoringSession[]> {
  return presentSessions(ctx, await loadSessions(ctx.db, ids), language);
}
