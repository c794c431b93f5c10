import type { ConnectAccountStatus, PayoutStatus } from '@kru/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const PAYOUT_COLORS: Record<PayoutStatus, string> = { pending: 'yellow', paid: 'teal', failed: 'red' };

/** Where a withdrawal to the bank stands. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYOUT_COLORS[status]} variant="light" data-testid="payout-status">
      {t(`admin.payouts.status.${status}`)}
    </Badge>
  );
}

const CONNECT_COLORS: Record<ConnectAccountStatus, string> = {
  incomplete: 'gray',
  pending: 'yellow',
  verified: 'teal',
  problem: 'red',
};

/** The payout account's state: only a verified one can be paid out to. */
export function PayoutAccountBadge({ status }: { status: ConnectAccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={CONNECT_COLORS[status]} variant="light" data-testid="payout-account-status">
      {t(`admin.money.payoutAccount.status.${status}`)}
    </Badge>
  );
}
