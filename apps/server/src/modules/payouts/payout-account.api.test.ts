import { MSG, SANDBOX_BANK } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, emailsTo, lastEmailTo } from '../../../test/factories.ts';
import { eventId } from '../../../test/subscriptions.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payoutAccounts, users } from '../../platform/db/schema/index.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';
import { loadPayoutAccount, saveSandboxBankDetails } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const connect = (token?: string) => t.call('GET', '/api/v1/wallet/connect', { token });
const accountRow = async (userId: number) =>
  (await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)))[0];
const statusOf = async (userId: number) =>
  (await t.ctx.db.select({ s: users.connectAccountStatus }).from(users).where(eq(users.id, userId)))[0]?.s;
const bankDetails = (accountNumber = '12345678') => ({
  account_holder: 'Somsak Teacher',
  sort_code: '112233',
  account_number: accountNumber,
});
const report = (accountId: string, status: 'pending' | 'verified' | 'problem', problemReason?: string) =>
  handlePaymentEvent(t.ctx, 'sandbox', {
    id: eventId(),
    type: 'payout_account.updated',
    accountId,
    status,
    problemReason,
  });

describe('GET /wallet/connect', () => {
  it('answers 401 without a token, and 403 to students and admins', async () => {
    expect((await connect()).status).toBe(401);
    for (const role of ['student', 'admin'] as const) {
      const { token } = await createUser(t.ctx, { role });
      const res = await connect(token);
      expect(res.status, role).toBe(403);
      expect(res.body.message).toBe('Only tutors can do this.');
    }
  });

  it("creates the tutor's payout account once and answers the provider's link each time", async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    const link = vi.spyOn(t.ctx.payments, 'createPayoutAccountLink');
    const first = await connect(token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ redirect_url: '/sandbox/connect' });
    expect(link).toHaveBeenLastCalledWith({
      userId: user.id,
      email: user.email,
      accountId: null,
      returnUrl: `${t.ctx.config.appUrl}/fees?connect=return`,
      refreshUrl: `${t.ctx.config.appUrl}/fees?connect=refresh`,
      idempotencyKey: `connect:${user.id}:0`,
    });
    expect(await accountRow(user.id)).toMatchObject({
      provider: 'sandbox',
      providerAccountId: `sbx_acct_${user.id}`,
      holderName: null,
    });

    await inTransaction(t.ctx.db, (tx) => saveSandboxBankDetails(tx, user.id, bankDetails()));
    expect((await connect(token)).status).toBe(200);
    const again = link.mock.lastCall![0];
    expect(again.accountId).toBe(`sbx_acct_${user.id}`);
    expect(again.idempotencyKey).toMatch(new RegExp(`^connect:${user.id}:[1-9]\\d+$`));
    link.mockRestore();
    // The same account keeps the details already given.
    expect(await accountRow(user.id)).toMatchObject({ holderName: 'Somsak Teacher', accountLast4: '5678' });
    expect(await statusOf(user.id)).toBe('incomplete');
  });
});

describe('saveSandboxBankDetails', () => {
  it('keeps the holder, sort code and last four digits only', async () => {
    const { user } = await createUser(t.ctx, { role: 'teacher' });
    const saved = await inTransaction(t.ctx.db, (tx) => saveSandboxBankDetails(tx, user.id, bankDetails()));
    expect(saved).toEqual({ accountId: `sbx_acct_${user.id}` });
    const row = await accountRow(user.id);
    expect(row).toMatchObject({
      provider: 'sandbox',
      providerAccountId: `sbx_acct_${user.id}`,
      holderName: 'Somsak Teacher',
      sortCode: '112233',
      accountLast4: '5678',
      sandboxPayoutOutcome: 'pay',
    });
    expect(JSON.stringify(row)).not.toContain('12345678');

    await inTransaction(t.ctx.db, (tx) =>
      saveSandboxBankDetails(tx, user.id, bankDetails(SANDBOX_BANK.failingPayoutAccountNumber)),
    );
    expect(await accountRow(user.id)).toMatchObject({ accountLast4: '1097', sandboxPayoutOutcome: 'fail' });
  });
});

describe('payout account updates reported by the provider', () => {
  it('moves the status through pending to verified, e-mailing the tutor once verified', async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher', firstName: 'Somsak', lastName: 'K' });
    const { accountId } = await inTransaction(t.ctx.db, (tx) =>
      saveSandboxBankDetails(tx, user.id, bankDetails()),
    );
    await report(accountId, 'pending');
    expect(await statusOf(user.id)).toBe('pending');
    expect(await emailsTo(t.ctx, user.email)).toHaveLength(0);

    await report(accountId, 'verified');
    expect(await statusOf(user.id)).toBe('verified');
    const mail = await lastEmailTo(t.ctx, user.email);
    expect(mail?.subject).toBe('Your bank information is verified');
    expect(mail?.textBody).toContain('Hello Somsak K');
    await report(accountId, 'verified');
    expect(await emailsTo(t.ctx, user.email)).toHaveLength(1);

    const me = await t.call('GET', '/api/v1/user', { token });
    expect(me.body.data.stripe_connect_account_status).toBe('verified');
    expect(await loadPayoutAccount(t.ctx.db, user.id)).toEqual({
      status: 'verified',
      holder_name: 'Somsak Teacher',
      account_last4: '5678',
      sort_code: '11-22-33',
      problem_reason: null,
    });
  });

  it('records a problem with its reason, tells the tutor it must be rectified, and clears it once fixed', async () => {
    const { user } = await createUser(t.ctx, { role: 'teacher', language: 'th' });
    const { accountId } = await inTransaction(t.ctx.db, (tx) =>
      saveSandboxBankDetails(tx, user.id, bankDetails(SANDBOX_BANK.problemAccountNumber)),
    );
    const id = eventId();
    const problem = {
      id,
      type: 'payout_account.updated' as const,
      accountId,
      status: 'problem' as const,
      problemReason: MSG.bankAccountUnverified,
    };
    expect(await handlePaymentEvent(t.ctx, 'sandbox', problem)).toEqual({ applied: true });
    expect(await statusOf(user.id)).toBe('problem');
    const account = await loadPayoutAccount(t.ctx.db, user.id);
    expect(account.status).toBe('problem');
    expect(account.problem_reason).not.toBe(MSG.bankAccountUnverified);
    expect(account.problem_reason).toBeTruthy();
    const thai = await loadPayoutAccount(t.ctx.db, user.id, 'th');
    expect(thai.problem_reason).toMatch(/[\u0E00-\u0E7F]/);
    const mail = await lastEmailTo(t.ctx, user.email);
    expect(mail?.subject).toBe('ข้อมูลบัญชีธนาคารของคุณมีปัญหา');
    expect(mail?.textBody).toContain('ต้องแก้ไขปัญหา');
    expect(mail?.textBody).toContain(thai.problem_reason);
    expect(mail?.textBody).not.toContain(MSG.bankAccountUnverified);

    expect(await handlePaymentEvent(t.ctx, 'sandbox', problem)).toEqual({ applied: false });
    expect(await emailsTo(t.ctx, user.email)).toHaveLength(1);

    await report(accountId, 'verified');
    expect(await loadPayoutAccount(t.ctx.db, user.id)).toMatchObject({
      status: 'verified',
      problem_reason: null,
    });
  });

  it('ignores an account it does not know', async () => {
    expect(await report('acct_unknown', 'verified')).toEqual({ applied: true });
  });

  it('shows an incomplete account with nothing on file before any setup', async () => {
    const { user } = await createUser(t.ctx, { role: 'teacher' });
    expect(await loadPayoutAccount(t.ctx.db, user.id)).toEqual({
      status: 'incomplete',
      holder_name: null,
      account_last4: null,
      sort_code: null,
      problem_reason: null,
    });
  });
});

it('documents the payout calls in the OpenAPI description', async () => {
  const res = await t.call('GET', '/api/docs/json');
  for (const path of ['/api/v1/wallet/connect', '/api/v1/wallet/withdraw', '/api/v1/wallet/payouts']) {
    expect(res.body.paths[path]?.get?.summary, path).toBeTruthy();
  }
});
