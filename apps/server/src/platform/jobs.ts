import PgBoss from 'pg-boss';

export interface ScheduledJob {
  name: string;
  /** Cron in UTC, e.g. '*\/5 * * * *'. */
  cron: string;
  run(): Promise<unknown>;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Background work on pg-boss, in the same PostgreSQL: one queue per scheduled job, so several server
 * instances share the schedule and each run happens once.
 */
export async function startJobs(
  databaseUrl: string,
  jobs: ScheduledJob[],
  log: (line: string) => void,
): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schema: 'pgboss' });
  boss.on('error', (err) => log(`[jobs] ${err.message}`));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.work(job.name, async () => {
      await job.run();
    });
    await boss.schedule(job.name, job.cron);
  }
  return {
    stop: () => boss.stop({ graceful: true, timeout: 5000, wait: true }),
  };
}
