import { randomBytes } from 'node:crypto';
import { MSG } from '@kru/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type AccountRef, postTransaction, type TransactionInput } from './index.ts';
import { accountKey } from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const sql = async <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.ctx.db.$client.query<R>(text, values)).rows;

/** What one step of a run does, on the run's users 0..2 (user 2 is the tutor). */
type Step =
  | {
      type: 'topUp' | 'hold' | 'unhold' | 'refund' | 'reward' | 'payout' | 'payoutPaid' | 'payoutFailed';
      u: number;
      pence: number;
    }
  | { type: 'release'; u: number; pence: number }
  | { type: 'overdraw'; u: number; account: 'wallet' | 'held' | 'earnings' | 'payout_pending'; extra: number }
  | { type: 'replay'; index: number; changeAmount: boolean };

const user = fc.integer({ min: 0, max: 2 });
const pence = fc.integer({ min: 1, max: 5000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('topUp' as const), u: user, pence }) },
  ...(['hold', 'unhold', 'refund', 'reward', 'payout', 'payoutPaid', 'payoutFailed', 'release'] as const).map(
    (type) => ({ weight: 2, arbitrary: fc.record({ type: fc.constant(type), u: user, pence }) }),
  ),
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('overdraw' as const),
      u: user,
      account: fc.constantFrom(
        'wallet' as const,
        'held' as const,
        'earnings' as const,
        'payout_pending' as const,
      ),
      extra: fc.integer({ min: 1, max: 1000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('replay' as const),
      index: fc.nat(),
      changeAmount: fc.boolean(),
    }),
  },
);

/** A transfer of `amount` pence from one account to another, as the modules post them. */
function transfer(
  key: string,
  kind: TransactionInput['kind'],
  userId: number,
  from: AccountRef,
  to: AccountRef,
  amount: number,
): TransactionInput {
  return {
    idempotencyKey: key,
    kind,
    userId,
    entries: [
      { account: from, amountPence: -amount },
      { account: to, amountPence: amount },
    ],
  };
}

function inputOf(
  s: Exclude<Step, { type: 'replay' | 'overdraw' }>,
  ids: number[],
  key: string,
): TransactionInput {
  const id = ids[s.u]!;
  const tutor = ids[2]!;
  const own = (kind: 'wallet' | 'held' | 'earnings' | 'payout_pending') => ({ kind, userId: id }) as const;
  switch (s.type) {
    case 'topUp':
      return transfer(key, 'top_up', id, { kind: 'provider' }, own('wallet'), s.pence);
    case 'hold':
      return transfer(key, 'booking_hold', id, own('wallet'), own('held'), s.pence);
    case 'release':
      return transfer(key, 'booking_release', id, own('held'), { kind: 'earnings', userId: tutor }, s.pence);
    case 'unhold':
      return transfer(key, 'booking_refund', id, own('held'), own('wallet'), s.pence);
    case 'refund':
      return transfer(key, 'refund', id, own('wallet'), { kind: 'provider' }, s.pence);
    case 'reward':
      return transfer(key, 'creator_reward', id, { kind: 'platform' }, own('earnings'), s.pence);
    case 'payout':
      return transfer(key, 'payout', id, own('earnings'), own('payout_pending'), s.pence);
    case 'payoutPaid':
      return transfer(key, 'payout_paid', id, own('payout_pending'), { kind: 'provider' }, s.pence);
    case 'payoutFailed':
      return transfer(key, 'payout_failed', id, own('payout_pending'), own('earnings'), s.pence);
  }
}

/** The model: each account's change since the run began (system accounts may go below zero). */
class Model {
  readonly balances = new Map<string, number>();
  of(account: AccountRef) {
    return this.balances.get(accountKey(account)) ?? 0;
  }
  /** Whether posting leaves every user's account at zero or more. */
  allows(input: TransactionInput) {
    return input.entries.every((e) => !('userId' in e.account) || this.of(e.account) + e.amountPence >= 0);
  }
  apply(input: TransactionInput) {
    for (const e of input.entries)
      this.balances.set(accountKey(e.account), this.of(e.account) + e.amountPence);
  }
}

async function post(input: TransactionInput) {
  return inTransaction(t.ctx.db, (tx) => postTransaction(tx, input, t.ctx.clock.now()));
}

/** Everything the ledger holds, to show a refused or repeated posting changed nothing. */
async function ledgerSnapshot() {
  const [counts] = await sql(
    'SELECT (SELECT count(*) FROM ledger_transactions) AS t, (SELECT count(*) FROM ledger_entries) AS e',
  );
  const balances = await sql('SELECT id, balance_pence FROM ledger_accounts ORDER BY id');
  return { counts, balances };
}

async function expectRefused(input: TransactionInput) {
  const before = await ledgerSnapshot();
  const error = await post(input).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message).toBe(MSG.insufficientBalance);
  expect(await ledgerSnapshot()).toEqual(before);
}

async function systemBalances() {
  const rows = await sql<{ kind: string; balance_pence: string }>(
    'SELECT kind, balance_pence FROM ledger_accounts WHERE user_id IS NULL',
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance_pence)]));
}

/** The ledger's invariants, checked over the whole database. */
async function expectLedgerSound() {
  expect(
    await sql(
      'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_pence) <> 0',
    ),
  ).toEqual([]);
  expect(
    await sql(
      `SELECT t.id FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY t.id HAVING count(e.id) < 2`,
    ),
  ).toEqual([]);
  const [total] = await sql<{ sum: string | null }>('SELECT sum(balance_pence) AS sum FROM ledger_accounts');
  expect(Number(total?.sum ?? 0)).toBe(0);
  expect(await sql('SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND balance_pence < 0')).toEqual(
    [],
  );
  expect(
    await sql(
      `SELECT a.id FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount_pence) AS s FROM ledger_entries GROUP BY account_id) e
         ON e.account_id = a.id
       WHERE a.balance_pence <> coalesce(e.s, 0)`,
    ),
  ).toEqual([]);
}

describe('the ledger under random sequences of movements', () => {
  it('keeps every transaction balanced, money conserved and no balance negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const run = randomBytes(6).toString('hex');
        const ids = await Promise.all(
          (['student', 'student', 'teacher'] as const).map(
            async (role) => (await createUser(t.ctx, { role })).user.id,
          ),
        );
        const model = new Model();
        const systemBefore = await systemBalances();
        const posted: TransactionInput[] = [];
        for (const [i, s] of steps.entries()) {
          if (s.type === 'replay') {
            if (!posted.length) continue;
            const original = posted[s.index % posted.length]!;
            const replay = s.changeAmount
              ? {
                  ...original,
                  entries: original.entries.map((e) => ({ ...e, amountPence: e.amountPence * 2 })),
                }
              : original;
            const before = await ledgerSnapshot();
            expect((await post(replay)).created).toBe(false);
            expect(await ledgerSnapshot()).toEqual(before);
            continue;
          }
          if (s.type === 'overdraw') {
            const account = { kind: s.account, userId: ids[s.u]! } as const;
            const amount = model.of(account) + s.extra;
            await expectRefused(
              transfer(`${run}:${i}`, 'adjustment', ids[s.u]!, account, { kind: 'platform' }, amount),
            );
            continue;
          }
          const input = inputOf(s, ids, `${run}:${i}`);
          if (!model.allows(input)) {
            await expectRefused(input);
            continue;
          }
          expect((await post(input)).created).toBe(true);
          model.apply(input);
          posted.push(input);
        }

        await expectLedgerSound();
        const accounts = await sql<{ kind: string; user_id: number; balance_pence: string }>(
          'SELECT kind, user_id, balance_pence FROM ledger_accounts WHERE user_id = ANY($1)',
          [ids],
        );
        for (const a of accounts) {
          expect(Number(a.balance_pence), `${a.kind}:${a.user_id}`).toBe(
            model.of({ kind: a.kind, userId: a.user_id } as AccountRef),
          );
        }
        const systemAfter = await systemBalances();
        for (const kind of ['provider', 'platform'] as const) {
          expect(systemAfter[kind]! - systemBefore[kind]!).toBe(model.of({ kind }));
        }
        const [created] = await sql<{ n: string }>(
          'SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key LIKE $1',
          [`${run}:%`],
        );
        expect(Number(created?.n)).toBe(posted.length);
      }),
      { numRuns: 30 },
    );
  });

  it('is append-only: entries and transactions can be neither changed nor removed', async () => {
    const { user: student } = await createUser(t.ctx);
    await post(
      transfer(
        `append-only:${student.id}`,
        'top_up',
        student.id,
        { kind: 'provider' },
        { kind: 'wallet', userId: student.id },
        700,
      ),
    );
    const before = await ledgerSnapshot();
    for (const statement of [
      'UPDATE ledger_entries SET amount_pence = amount_pence * 2',
      'DELETE FROM ledger_entries',
      'TRUNCATE ledger_entries CASCADE',
      "UPDATE ledger_transactions SET memo = 'edited'",
      'DELETE FROM ledger_transactions',
      'TRUNCATE ledger_transactions CASCADE',
    ]) {
      await expect(sql(statement), statement).rejects.toThrow(/append-only/);
    }
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it('refuses a transaction whose entries do not balance, whatever the caller does', async () => {
    const { user: student } = await createUser(t.ctx);
    await expect(
      post({
        idempotencyKey: `unbalanced:${student.id}`,
        kind: 'adjustment',
        userId: student.id,
        entries: [
          { account: { kind: 'platform' }, amountPence: -100 },
          { account: { kind: 'wallet', userId: student.id }, amountPence: 101 },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    // Written around the application: the database's commit-time check refuses it too.
    const client = await t.ctx.db.$client.connect();
    try {
      await client.query('BEGIN');
      const [{ id }] = (
        await client.query<{ id: string }>(
          `INSERT INTO ledger_transactions (idempotency_key, kind) VALUES ($1, 'adjustment') RETURNING id`,
          [`raw:${student.id}`],
        )
      ).rows as [{ id: string }];
      await client.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount_pence)
         SELECT $1, id, 100 FROM ledger_accounts WHERE kind = 'platform'`,
        [id],
      );
      await expect(client.query('COMMIT')).rejects.toThrow(/does not balance/);
    } finally {
      client.release();
    }
    await expectLedgerSound();
  });
});
