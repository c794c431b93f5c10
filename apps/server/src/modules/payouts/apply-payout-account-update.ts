import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { translate } from '../../platform/i18n.ts';
import { payoutAccountProblemEmail, payoutAccountVerifiedEmail } from '../../platform/mail/templates.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { fullName } from '../../platform/person-name.ts';
import { announcesAccountChange } from './policy.ts';
import { findAccountByProviderId, lockPayee, updateAccountState } from './repository.ts';

/**
 * The provider's verdict on the bank details: `users.connect_account_status` follows it (`incomplete`,
 * `pending`, `verified`, `problem` with its reason). The tutor is e-mailed when the account becomes verified
 * (withdrawals open) or shows a problem (to be rectified before withdrawing). An unknown account is ignored.
 */
export async function applyPayoutAccountUpdate(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  event: Extract<PaymentEvent, { type: 'payout_account.updated' }>,
): Promise<void> {
  const account = await findAccountByProviderId(tx, event.accountId);
  if (!account) return;
  const payee = await lockPayee(tx, account.userId);
  if (!payee) return;
  const problemReason = event.status === 'problem' ? (event.problemReason ?? null) : null;
  await updateAccountState(tx, payee.id, { status: event.status, problemReason }, ctx.clock.now());
  if (!announcesAccountChange(payee.status, event.status)) return;

  const common = {
    to: payee.email,
    language: payee.language,
    name: fullName(payee),
    link: `${ctx.config.appUrl}/fees`,
  };
  await ctx.mailer.enqueue(
    tx,
    event.status === 'verified'
      ? payoutAccountVerifiedEmail(common)
      : payoutAccountProblemEmail({
          ...common,
          reason: problemReason ? translate(problemReason, payee.language) : '',
        }),
  );
  afterCommit(() => ctx.mailer.wake());
}
