import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type PayoutAccount, useConnectPayoutAccount } from '../api.ts';
import { useResetOnPageReturn } from '../hooks/use-reset-on-page-return.ts';
import { payoutAccountAction, payoutAccountView } from '../money-states.ts';
import { MoneySection } from './MoneySection.tsx';

/** `123456` as a person reads a sort code: `12-34-56`. */
function formatSortCode(sortCode: string): string {
  return sortCode.replace(/\D/g, '').replace(/(\d{2})(?=\d)/g, '$1-');
}

function AccountDetails({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation();
  if (!account.holderName && !account.accountLast4) return null;
  return (
    <Stack gap={2} data-testid="payout-account-details">
      {account.holderName && <Text size="sm">{account.holderName}</Text>}
      <Text size="sm" c="dimmed">
        {[
          account.sortCode &&
            t('fees.payoutAccount.sortCode', { sortCode: formatSortCode(account.sortCode) }),
          account.accountLast4 && t('fees.payoutAccount.endingIn', { last4: account.accountLast4 }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/** Where the tutor's bank information stands (spec 4), and the way to set it up or correct it. */
export function PayoutAccountCard({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation();
  const connect = useConnectPayoutAccount();
  useResetOnPageReturn(connect.reset);
  const view = payoutAccountView(account.status);
  const action = payoutAccountAction(account.status);

  return (
    <MoneySection
      id="payout-account"
      title={t('fees.payoutAccount.title')}
      aside={
        <Badge
          color={view.color}
          variant="light"
          data-testid="payout-account-status"
          data-status={account.status}
        >
          {t(view.labelKey)}
        </Badge>
      }
    >
      {account.status === 'problem' ? (
        <Alert color="red" variant="light" title={t('fees.payoutAccount.problemTitle')} role="alert">
          <Stack gap={4}>
            <Text size="sm">{t('fees.payoutAccount.text.problem')}</Text>
            {account.problemReason && (
              <Text size="sm" fs="italic" data-testid="payout-account-problem">
                {t('fees.payoutAccount.reason', { reason: account.problemReason })}
              </Text>
            )}
          </Stack>
        </Alert>
      ) : (
        <Text size="sm">{t(`fees.payoutAccount.text.${account.status}`)}</Text>
      )}
      <AccountDetails account={account} />
      <Group>
        <Button
          variant={action === 'setUp' ? 'filled' : 'default'}
          leftSection={<IconBuildingBank size={16} />}
          loading={connect.isPending || connect.isSuccess}
          onClick={() => connect.mutate()}
          data-testid="payout-account-button"
        >
          {t(`fees.payoutAccount.${action}`)}
        </Button>
      </Group>
    </MoneySection>
  );
}
