import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { postTransaction } from '../apps/server/src/modules/ledger/index.ts';
import { type Db, inTransaction } from '../apps/server/src/platform/db/client.ts';

/** One measured load: completed operations per second, latency percentiles (ms) and failures. */
export interface LoadRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const STARTING_PENCE = 10_000_000;

/** Opens `count` funded wallets on the users with the lowest ids; answers their user ids. */
async function fundWallets(db: Db, count: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`SELECT id FROM users ORDER BY id LIMIT ${count}`);
  const ids = rows.rows.map((row) => Number(row.id));
  for (const userId of ids) {
    await inTransaction(db, (tx) =>
      postTransaction(
        tx,
        {
          idempotencyKey: `bench-fund:${userId}`,
          kind: 'top_up',
          userId,
          entries: [
            { account: { kind: 'provider' }, amountPence: -STARTING_PENCE },
            { account: { kind: 'wallet', userId }, amountPence: STARTING_PENCE },
          ],
        },
        new Date(),
      ),
    );
  }
  return ids;
}

/** The `p`th percentile (0-100) of ascending `sorted`; 0 when empty. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * `concurrency` workers post ledger transactions for `durationS` seconds, each one database transaction
 * (idempotency row, account upserts, entries, balance triggers, the zero-sum check at commit).
 */
async function run(
  name: string,
  db: Db,
  durationS: number,
  concurrency: number,
  next: () => { payer: number; payee: number },
): Promise<LoadRow> {
  const latencies: number[] = [];
  let errors = 0;
  const endAt = Date.now() + durationS * 1000;
  const worker = async () => {
    while (Date.now() < endAt) {
      const { payer, payee } = next();
      const started = performance.now();
      try {
        await inTransaction(db, (tx) =>
          postTransaction(
            tx,
            {
              idempotencyKey: `bench:${randomUUID()}`,
              kind: 'booking_hold',
              userId: payer,
              entries: [
                { account: { kind: 'wallet', userId: payer }, amountPence: -100 },
                { account: { kind: 'earnings', userId: payee }, amountPence: 100 },
              ],
            },
            new Date(),
          ),
        );
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: Math.round(latencies.length / durationS),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}

/** Ledger transfers per second and their latency: spread over many wallets, and all on one hot wallet. */
export async function measureLedger(
  db: Db,
  options: { durationS: number; concurrency: number; wallets: number },
): Promise<LoadRow[]> {
  const ids = await fundWallets(db, options.wallets);
  const pick = () => ids[Math.floor(Math.random() * ids.length)] as number;
  const spread = await run(
    'ledger transfer, many wallets',
    db,
    options.durationS,
    options.concurrency,
    () => ({
      payer: pick(),
      payee: pick(),
    }),
  );
  const hot = ids[0] as number;
  const contended = await run(
    'ledger transfer, one wallet',
    db,
    options.durationS,
    options.concurrency,
    () => ({
      payer: hot,
      payee: pick(),
    }),
  );
  return [spread, contended];
}
