import type { ConnectAccountStatus, PayoutStatus } from '@kru/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONNECT_STATUS_COLORS, PAYOUT_STATUS_COLORS } from '../../fees/money-states.ts';

/** Where a withdrawal to the bank stands. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYOUT_STATUS_COLORS[status]} variant="light" data-testid="payout-status">
      {t(`admin.payouts.status.${status}`)}
    </Badge>
  );
}

/** The payout account's state: only a verified one can be paid out to. */
export function PayoutAccountBadge({ status }: { status: ConnectAccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={CONNECT_STATUS_COLORS[status]} variant="light" data-testid="payout-account-status">
      {t(`admin.money.payoutAccount.status.${status}`)}
    </Badge>
  );
}
