import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearer, DEMO_ADMIN, ownAddress } from './admin.ts';

/** The sandbox provider's test cards (packages/contract SANDBOX_CARDS), as a payer types them. */
export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** On the sandbox's checkout page: checks it says test mode, types the card and pays. */
export async function payOnSandboxCheckout(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=/);
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/**
 * Credits a user's earnings the way the admin team would (a manual adjustment with a reason), so a tutor has
 * something to withdraw before tutoring sessions exist.
 */
export async function creditEarnings(request: APIRequestContext, token: string, amount: number) {
  const me = await request.get('/api/v1/user', { headers: bearer(token) });
  const { data: user } = (await me.json()) as { data: { id: number } };
  const signIn = await request.post('/api/v1/auth', { data: DEMO_ADMIN, headers: ownAddress() });
  const { data: admin } = (await signIn.json()) as { data: { token: string } };
  const res = await request.post(`/api/v1/admin/users/${user.id}/adjustments`, {
    headers: bearer(admin.token),
    data: {
      account: 'earnings',
      direction: 'credit',
      amount,
      reason: 'Lessons taught before Kru moved its ledger',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
