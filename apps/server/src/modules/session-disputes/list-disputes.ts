import {
  type AdminSessionDispute,
  type AdminSessionDisputesQuery,
  type Language,
  SESSION_DISPUTES_PAGE_SIZE,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadSessionViews } from '../sessions/index.ts';
import { presentDispute } from './presenter.ts';
import { findDisputePage, findDisputes } from './repository.ts';

/** The disputes of `ids` with their sessions, in the order of `ids`. */
export async function loadDisputeViews(
  ctx: AppContext,
  ids: number[],
  language: Language,
): Promise<AdminSessionDispute[]> {
  if (!ids.length) return [];
  const rows = await findDisputes(ctx.db, ids);
  const sessions = await loadSessionViews(
    ctx,
    rows.map((row) => row.sessionId),
    language,
  );
  const sessionById = new Map(sessions.map((session) => [session.id, session]));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowById.get(id);
    const session = row && sessionById.get(row.sessionId);
    return row && session ? [presentDispute(row, session)] : [];
  });
}

/** `GET /admin/session-disputes`: the pending queue (oldest first) or the decided ones (newest first). */
export async function listSessionDisputes(
  ctx: AppContext,
  actor: Actor | null,
  query: AdminSessionDisputesQuery,
  language: Language,
) {
  requireAdmin(actor);
  const { ids, total } = await findDisputePage(ctx.db, query.status, {
    limit: SESSION_DISPUTES_PAGE_SIZE,
    offset: (query.page - 1) * SESSION_DISPUTES_PAGE_SIZE,
  });
  return { disputes: await loadDisputeViews(ctx, ids, language), total };
}
