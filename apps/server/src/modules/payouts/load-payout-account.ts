import type { Language, PayoutAccount } from '@kru/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { presentPayoutAccount } from './presenter.ts';
import { findPayee } from './repository.ts';

/**
 * The payout account as the wallet shows it (status `incomplete` and nulls before one is set up); a problem
 * reason that is one of Kru's message keys is written in `language`.
 */
export async function loadPayoutAccount(
  q: Queryable,
  userId: number,
  language: Language = 'en',
): Promise<PayoutAccount> {
  const row = await findPayee(q, userId);
  return presentPayoutAccount(row?.payee.status ?? 'incomplete', row?.account, language);
}
