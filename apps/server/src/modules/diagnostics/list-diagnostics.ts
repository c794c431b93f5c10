import type { Diagnostic, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { presentDiagnostic } from './presenter.ts';
import { findDiagnosticAttempts, findDiagnostics } from './repository.ts';

/** `GET /self-assessments`: every active diagnostic with the caller's attempts summary. */
export async function listDiagnostics(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<Diagnostic[]> {
  const [rows, attempts] = await Promise.all([
    findDiagnostics(ctx.db),
    findDiagnosticAttempts(ctx.db, actor.userId),
  ]);
  return rows.map((row) => presentDiagnostic(row, attempts, language));
}
