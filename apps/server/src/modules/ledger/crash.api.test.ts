import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_CARDS } from '@kru/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

// The real server (`src/main.ts`, a child process) on this file's own database: kill -9 in the middle of
// concurrent top-ups, start it again, and every top-up it acknowledged is there, credited once, with the ledger
// balanced.

const serverDir = path.resolve(import.meta.dirname, '../../..');
let t: TestApp;
let databaseUrl: string;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  databaseUrl = (t.ctx.db.$client as pg.Pool).options.connectionString as string;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-crash-'));
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node --import tsx src/main.ts` on the database; resolves once it says it is ready. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STORAGE_SECRET: 'crash-test',
      SEED_DEMO: '0',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kru is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return child;
}

async function call(port: number, method: string, url: string, token: string, body?: object) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

/** Tops up £1 at a time until the server goes away; answers the payments it acknowledged as paid. */
async function keepToppingUp(port: number, user: CreatedUser, acknowledged: string[]): Promise<void> {
  for (;;) {
    try {
      const checkout = await call(port, 'GET', '/wallet/checkout?amount=1', user.token);
      if (checkout.status !== 200) continue;
      const paymentId = new URL(String(checkout.body.data.redirect_url), 'http://kru').searchParams.get(
        'payment',
      );
      const paid = await call(port, 'POST', `/sandbox/checkout/${paymentId}/complete`, user.token, {
        outcome: 'pay',
        card_number: SANDBOX_CARDS.succeeds,
      });
      if (paid.status === 200) acknowledged.push(paymentId as string);
    } catch {
      return; // the server was killed
    }
  }
}

describe('kill -9 during concurrent top-ups', () => {
  it('keeps every acknowledged top-up, credited once, and the ledger balanced', {
    timeout: 240_000,
  }, async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.ctx)));
    const port = await freePort();
    const first = await startServer(port);
    const acknowledged: string[] = [];
    const workers = users.map((user) => keepToppingUp(port, user, acknowledged));
    // Let writes pile up, then pull the plug without warning.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    first.kill('SIGKILL');
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await startServer(port);
    const q = (sql: string, params: unknown[] = []) => t.ctx.db.$client.query(sql, params);
    const { rows: paid } = await q(
      `SELECT p.id, p.status, (SELECT count(*) FROM ledger_transactions t
         WHERE t.idempotency_key = 'top_up:' || p.id::text)::int AS credits
       FROM payments p WHERE p.id = ANY($1::uuid[])`,
      [acknowledged],
    );
    expect(paid).toHaveLength(acknowledged.length);
    for (const row of paid) expect(row).toMatchObject({ status: 'succeeded', credits: 1 });

    // Every succeeded top-up credited once, none credited without succeeding, and each wallet as the API says.
    const { rows: mismatched } = await q(
      `SELECT p.id FROM payments p
       LEFT JOIN ledger_transactions t ON t.idempotency_key = 'top_up:' || p.id::text
       WHERE (p.status = 'succeeded') <> (t.id IS NOT NULL)`,
    );
    expect(mismatched).toEqual([]);
    for (const user of users) {
      const { rows } = await q(
        `SELECT coalesce(sum(amount_pence), 0)::int AS pence FROM payments WHERE user_id = $1 AND status = 'succeeded'`,
        [user.user.id],
      );
      const wallet = await call(port, 'GET', '/wallet', user.token);
      expect(Math.round(Number(wallet.body.data.balance) * 100)).toBe(rows[0].pence);
    }

    // The ledger balances: each transaction sums to zero, and each account's balance is its entries' sum.
    const { rows: unbalanced } = await q(
      `SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_pence) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const { rows: drift } = await q(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
       GROUP BY a.id HAVING a.balance_pence <> coalesce(sum(e.amount_pence), 0)`,
    );
    expect(drift).toEqual([]);
    console.log(
      `[crash] ${acknowledged.length} top-ups acknowledged before kill -9, all present after restart`,
    );
    const exited = new Promise((resolve) => second.once('exit', resolve));
    second.kill('SIGTERM');
    await exited;
  });
});
