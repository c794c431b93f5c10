import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findReport } from './repository.ts';

/** The admin team reads a conversation only through a report of it: the report, or 404. */
export async function reportFor(q: Queryable, actor: Actor, reportId: number) {
  requireAdmin(actor);
  const report = await findReport(q, reportId);
  if (!report) throw AppError.notFound();
  return report;
}
