import type { AppContext } from '../../platform/context.ts';
import { listOutbox, type OutboxRow } from './repository.ts';

const PAGE = 100;

export function listMailbox(ctx: AppContext, to: string | undefined): Promise<OutboxRow[]> {
  return listOutbox(ctx.db, to, PAGE);
}
