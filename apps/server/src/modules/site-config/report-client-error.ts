import type { ClientErrorReport } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

/** Reports one client address may send per minute: a page that fails in a loop cannot flood the log. */
const REPORTS_PER_MINUTE = 30;

/** Counts the report against its sender's budget and hands it to the log (the web app's errors without Sentry). */
export async function reportClientError(
  ctx: AppContext,
  ip: string,
  report: ClientErrorReport,
  log: (report: ClientErrorReport) => void,
): Promise<void> {
  const limit = await ctx.rateLimiter.hit(`client-errors:ip:${ip}`, REPORTS_PER_MINUTE, 60_000);
  if (!limit.allowed) throw AppError.rateLimited(limit.retryAfterSeconds);
  log(report);
}
