import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Queryable } from './db/client.ts';
import { executeNamed } from './db/prepared.ts';

export interface ScheduledJob {
  name: string;
  /** Cron in UTC, e.g. '*\/5 * * * *'. */
  cron: string;
  run(): Promise<unknown>;
}

const WORKERS_PER_QUEUE = 4;

/** A queue of one-off jobs, each retried with backoff (the delay doubles each time) when its handler throws. */
export interface QueueSpec {
  name: string;
  /** Attempts after the first one. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may run before pg-boss counts it failed (15 minutes when unset). */
  expireInSeconds?: number;
}

/** Facts of the attempt a handler runs. */
export interface JobAttempt {
  /** No retry follows if this attempt throws. */
  final: boolean;
}

export interface JobQueue {
  /** Adds a job in the caller's transaction: it exists, and runs, only if that transaction commits. */
  send(q: Queryable, name: string, data: object): Promise<void>;
  /** `send` of many jobs of one queue in one insert. */
  sendMany(q: Queryable, name: string, data: object[]): Promise<void>;
  /** This instance's workers of the queue look for jobs now instead of at their next poll. */
  wake(name: string): void;
}

/** One job of a batch (`workInBatches`). */
export interface BatchJob<Data> {
  id: string;
  data: Data;
  attempt: JobAttempt;
}

export interface JobRunner {
  queue: JobQueue;
  /** Works on one queue's jobs, `workers` of them at once in this process (4 unless told). */
  work<Data extends object>(
    name: string,
    handler: (data: Data, attempt: JobAttempt) => Promise<unknown>,
    workers?: number,
  ): Promise<void>;
  /**
   * Works on one queue's jobs up to `batchSize` at a time, `workers` batches at once: one fetch and one completion
   * for the lot instead of per job. `handler` answers the ids of the jobs that failed; those are retried as a
   * throwing job's would be (a throw fails the whole batch).
   */
  workInBatches<Data extends object>(
    name: string,
    handler: (jobs: Array<BatchJob<Data>>) => Promise<string[]>,
    options: { workers: number; batchSize: number },
  ): Promise<void>;
  schedule(jobs: ScheduledJob[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Background work on pg-boss, in the same PostgreSQL. Each job is fetched by one instance only (SKIP LOCKED), so
 * several server instances share the queues and the schedule and each job runs once. The queues exist once this
 * answers, so jobs can be sent before any instance works on them.
 */
export async function startJobs(
  databaseUrl: string,
  queues: QueueSpec[],
  log: (line: string) => void,
): Promise<JobRunner> {
  // Schema `pgboss`: book_covered_session (migration 0046) inserts its job into pgboss.job directly.
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schema: 'pgboss' });
  boss.on('error', (err) => log(`[jobs] ${err.message}`));
  await boss.start();
  const workerIds = new Map<string, string[]>();
  for (const spec of queues) {
    const options = {
      retryLimit: spec.retryLimit,
      retryDelay: spec.retryDelaySeconds,
      retryBackoff: true,
      ...(spec.expireInSeconds ? { expireInSeconds: spec.expireInSeconds } : {}),
    };
    // createQueue keeps an existing queue's options; updateQueue makes a changed spec take effect.
    await boss.createQueue(spec.name, { name: spec.name, ...options });
    await boss.updateQueue(spec.name, { name: spec.name, ...options });
  }
  const dbOf = (q: Queryable) => ({
    executeSql: (text: string, values: unknown[]) => executeIn(q, text, values),
  });
  const send: JobQueue['send'] = async (q, name, data) => {
    const id = await boss.send(name, data, { db: dbOf(q) });
    // pg-boss answers null for a queue that does not exist: a wiring mistake, not something to pass silently.
    if (!id) throw new Error(`[jobs] no queue named ${name}`);
  };
  return {
    queue: {
      send,
      async sendMany(q, name, data) {
        if (data.length === 1) return send(q, name, data[0]!);
        await boss.insert(
          data.map((item) => ({ name, data: item })),
          { db: dbOf(q) },
        );
      },
      wake(name) {
        for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
      },
    },
    async work(name, handler, workers = WORKERS_PER_QUEUE) {
      // Several workers per instance; each asks for the next job at once after finishing one, else polls (or is
      // woken after a commit), so a job starts about at once and at worst within the polling interval.
      const ids: string[] = [];
      workerIds.set(name, ids);
      for (let i = 0; i < workers; i += 1) {
        let workerId: string | undefined;
        const options = { pollingIntervalSeconds: 2, includeMetadata: true as const };
        workerId = await boss.work<never>(name, options, async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data, { final: job.retryCount >= job.retryLimit });
          } finally {
            if (workerId) boss.notifyWorker(workerId);
          }
        });
        ids.push(workerId);
      }
    },
    async workInBatches(name, handler, { workers, batchSize }) {
      const ids: string[] = [];
      workerIds.set(name, ids);
      for (let i = 0; i < workers; i += 1) {
        let workerId: string | undefined;
        const options = { pollingIntervalSeconds: 2, includeMetadata: true as const, batchSize };
        workerId = await boss.work<never>(name, options, async (jobs) => {
          if (!jobs.length) return;
          try {
            const failed = await handler(
              jobs.map((job) => ({
                id: job.id,
                data: job.data,
                attempt: { final: job.retryCount >= job.retryLimit },
              })),
            );
            // Failed first: the completion that follows the handler only moves jobs still active.
            if (failed.length) await boss.fail(name, failed);
          } finally {
            // A full batch suggests more are waiting: look again at once rather than at the next poll.
            if (workerId && jobs.length === batchSize) boss.notifyWorker(workerId);
          }
        });
        ids.push(workerId);
      }
    },
    async schedule(jobs) {
      for (const job of jobs) {
        await boss.createQueue(job.name);
        await boss.work(job.name, async () => {
          await job.run();
        });
        await boss.schedule(job.name, job.cron);
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000, wait: true }),
  };
}

/**
 * pg-boss writes `$1`-style SQL; run it through drizzle so it joins the caller's transaction. Its texts are fixed
 * (every value a parameter), so each is prepared once per connection.
 */
async function executeIn(q: Queryable, text: string, values: unknown[] = []) {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${toParam(values[Number(part) - 1])}`,
  );
  const result = await executeNamed(q, sql.join(chunks));
  return { rows: result.rows };
}

const toParam = (value: unknown) =>
  value === undefined ? null : typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
