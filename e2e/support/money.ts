import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { adminToken } from './admin.ts';
import { bearer, data } from './api.ts';

/** The sandbox provider's test cards (packages/contract SANDBOX_CARDS), as a payer types them. */
export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** On the sandbox's checkout page: checks it says test mode, types the card and pays. */
export async function payOnSandboxCheckout(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** Credits one of a user's accounts the way the admin team would: a manual adjustment with a reason. */
async function credit(
  request: APIRequestContext,
  token: string,
  account: 'wallet' | 'earnings',
  amount: number,
  reason: string,
) {
  const me = await data<{ id: number }>(await request.get('/api/v1/user', { headers: bearer(token) }));
  const res = await request.post(`/api/v1/admin/users/${me.id}/adjustments`, {
    headers: bearer(await adminToken(request)),
    data: { account, direction: 'credit', amount, reason },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Puts money in a user's wallet. */
export async function creditWallet(request: APIRequestContext, token: string, amount: number) {
  await credit(request, token, 'wallet', amount, 'Lesson credit from a school voucher');
}

/** Credits a tutor's earnings, so there is something to withdraw before tutoring sessions exist. */
export async function creditEarnings(request: APIRequestContext, token: string, amount: number) {
  await credit(request, token, 'earnings', amount, 'Lessons taught before Kru moved its ledger');
}
