import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { scheduledJobs } from '../scheduled-jobs.ts';

/** Runs one of the jobs main.ts schedules, by name, at once; answers what it reported. Unknown names are 404. */
export async function runScheduledJob(ctx: AppContext, name: string): Promise<unknown> {
  const job = scheduledJobs(ctx).find((candidate) => candidate.name === name);
  if (!job) throw AppError.notFound();
  return job.run();
}
