import type { ConversationReport } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { presentPerson } from '../messages/index.ts';
import type { ReportRow } from './repository.ts';

export async function presentReport(ctx: AppContext, row: ReportRow): Promise<ConversationReport> {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    reason: row.reason,
    reporter: await presentPerson(ctx, row.reporter, row.reporter.role),
    reported: await presentPerson(ctx, row.reported, row.reported.role),
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolution_note: row.resolutionNote,
  };
}
