import { describe, expect, it } from 'vitest';
import { accountKey, lockOrder, mergeEntries, type TransactionInput, transactionProblem } from './policy.ts';

const transfer = (entries: TransactionInput['entries'], key = 'k1'): TransactionInput => ({
  idempotencyKey: key,
  kind: 'top_up',
  userId: 1,
  entries,
});

describe('transactionProblem', () => {
  it('accepts entries that sum to zero', () => {
    expect(
      transactionProblem(
        transfer([
          { account: { kind: 'provider' }, amountPence: -500 },
          { account: { kind: 'wallet', userId: 1 }, amountPence: 500 },
        ]),
      ),
    ).toBeNull();
    expect(
      transactionProblem(
        transfer([
          { account: { kind: 'held', userId: 1 }, amountPence: -1000 },
          { account: { kind: 'earnings', userId: 2 }, amountPence: 800 },
          { account: { kind: 'platform' }, amountPence: 200 },
        ]),
      ),
    ).toBeNull();
  });

  it('requires an idempotency key', () => {
    expect(
      transactionProblem(
        transfer(
          [
            { account: { kind: 'provider' }, amountPence: -1 },
            { account: { kind: 'wallet', userId: 1 }, amountPence: 1 },
          ],
          '',
        ),
      ),
    ).toBe('an idempotency key is required');
  });

  it('needs at least two entries', () => {
    expect(transactionProblem(transfer([]))).toMatch(/at least two accounts/);
    expect(transactionProblem(transfer([{ account: { kind: 'provider' }, amountPence: 0 }]))).toMatch(
      /at least two accounts/,
    );
  });

  it.each([0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])(
    'refuses an entry of %s pence',
    (amount) => {
      expect(
        transactionProblem(
          transfer([
            { account: { kind: 'provider' }, amountPence: -amount },
            { account: { kind: 'wallet', userId: 1 }, amountPence: amount },
          ]),
        ),
      ).toBe('every entry is a non-zero whole number of pence');
    },
  );

  it('refuses entries that do not balance, naming the sum', () => {
    expect(
      transactionProblem(
        transfer([
          { account: { kind: 'provider' }, amountPence: -500 },
          { account: { kind: 'wallet', userId: 1 }, amountPence: 499 },
        ]),
      ),
    ).toBe('entries must sum to zero (they sum to -1)');
  });
});

describe('accountKey', () => {
  it('tells users and kinds apart', () => {
    expect(accountKey({ kind: 'wallet', userId: 7 })).toBe('wallet:7');
    expect(accountKey({ kind: 'earnings', userId: 7 })).toBe('earnings:7');
    expect(accountKey({ kind: 'provider' })).toBe('provider');
  });
});

describe('mergeEntries', () => {
  it('adds up entries on one account and drops those that cancel out', () => {
    expect(
      mergeEntries([
        { account: { kind: 'wallet', userId: 1 }, amountPence: -300 },
        { account: { kind: 'platform' }, amountPence: 100 },
        { account: { kind: 'wallet', userId: 1 }, amountPence: -200 },
        { account: { kind: 'platform' }, amountPence: 400 },
        { account: { kind: 'held', userId: 1 }, amountPence: 50 },
        { account: { kind: 'held', userId: 1 }, amountPence: -50 },
      ]),
    ).toEqual([
      { account: { kind: 'wallet', userId: 1 }, amountPence: -500 },
      { account: { kind: 'platform' }, amountPence: 500 },
    ]);
  });

  it('keeps the same kind of two users apart', () => {
    expect(
      mergeEntries([
        { account: { kind: 'wallet', userId: 1 }, amountPence: -100 },
        { account: { kind: 'wallet', userId: 2 }, amountPence: 100 },
      ]),
    ).toHaveLength(2);
  });

  it('leaves a transfer from an account to itself with nothing to post', () => {
    const merged = mergeEntries([
      { account: { kind: 'wallet', userId: 1 }, amountPence: -100 },
      { account: { kind: 'wallet', userId: 1 }, amountPence: 100 },
    ]);
    expect(merged).toEqual([]);
    expect(transactionProblem(transfer(merged))).toMatch(/at least two accounts/);
  });
});

describe('lockOrder', () => {
  it("puts users' accounts first by id, then the system accounts by id", () => {
    const ordered = lockOrder([
      { accountId: 1, system: true },
      { accountId: 9, system: false },
      { accountId: 2, system: true },
      { accountId: 4, system: false },
    ]);
    expect(ordered.map((e) => e.accountId)).toEqual([4, 9, 1, 2]);
  });

  it('does not change its input', () => {
    const entries = [
      { accountId: 1, system: true },
      { accountId: 3, system: false },
    ];
    lockOrder(entries);
    expect(entries[0]!.accountId).toBe(1);
  });
});
