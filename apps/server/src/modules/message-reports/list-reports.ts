import {
  CONVERSATION_REPORTS_PAGE_SIZE,
  type ConversationReport,
  type ConversationReportsQuery,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { presentReport } from './presenter.ts';
import { countReports, listReports } from './repository.ts';

/** `GET /admin/conversation-reports`: open reports oldest first, or resolved ones newest first. */
export async function listConversationReports(
  ctx: AppContext,
  actor: Actor,
  query: ConversationReportsQuery,
): Promise<{ items: ConversationReport[]; total: number; page: number; perPage: number }> {
  requireAdmin(actor);
  const perPage = CONVERSATION_REPORTS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listReports(ctx.db, query.status, perPage, (query.page - 1) * perPage),
    countReports(ctx.db, query.status),
  ]);
  return {
    items: await Promise.all(rows.map((row) => presentReport(ctx, row))),
    total,
    page: query.page,
    perPage,
  };
}
