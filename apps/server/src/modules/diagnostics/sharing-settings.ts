import type { DiagnosticSharing, DiagnosticSharingBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mayTakeDiagnostics } from './policy.ts';
import { presentSharing } from './presenter.ts';
import { findSharing, replaceSharingId, upsertSharing } from './repository.ts';

async function current(q: Queryable, userId: number): Promise<DiagnosticSharing> {
  const row = await findSharing(q, userId);
  if (!row) throw AppError.notFound();
  return presentSharing(row);
}

/** `GET /diagnostics/sharing`: the student's sharing settings and link key (off until turned on). */
export async function getDiagnosticSharing(ctx: AppContext, actor: Actor): Promise<DiagnosticSharing> {
  if (!mayTakeDiagnostics(actor)) throw AppError.forbidden();
  return current(ctx.db, actor.userId);
}

/** `PUT /diagnostics/sharing`: turns the student's shared results on or off, with or without their answers. */
export async function updateDiagnosticSharing(
  ctx: AppContext,
  actor: Actor,
  body: DiagnosticSharingBody,
): Promise<DiagnosticSharing> {
  if (!mayTakeDiagnostics(actor)) throw AppError.forbidden();
  return inTransaction(ctx.db, async (tx) => {
    const settings = { enabled: body.enabled, includeAnswers: body.include_answers };
    await upsertSharing(tx, actor.userId, settings, ctx.clock.now());
    return current(tx, actor.userId);
  });
}

/**
 * `POST /diagnostics/sharing/link`: a new link for the student's shared results; the old one answers 404 from
 * now on (whoever was given it loses access). The settings stay as they were.
 */
export async function replaceShareLink(ctx: AppContext, actor: Actor): Promise<DiagnosticSharing> {
  if (!mayTakeDiagnostics(actor)) throw AppError.forbidden();
  return inTransaction(ctx.db, async (tx) => {
    await replaceSharingId(tx, actor.userId);
    return current(tx, actor.userId);
  });
}
