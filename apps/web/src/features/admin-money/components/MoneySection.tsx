import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { formatMoney } from '../../../ui/format.ts';
import type { ConsoleUserDetail } from '../../admin/api.ts';
import { FieldGrid } from '../../admin/components/FieldGrid.tsx';
import { LoadFailed } from '../../admin/components/LoadFailed.tsx';
import { Section } from '../../admin/components/Section.tsx';
import { type ConsoleWallet, useUserWallet } from '../api.ts';
import { AdjustBalanceModal } from './AdjustBalanceModal.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import { PayoutAccountBadge } from './MoneyBadges.tsx';

function Balances({ wallet }: { wallet: ConsoleWallet }) {
  const { t } = useTranslation();
  const { payoutAccount } = wallet;
  const bank =
    payoutAccount.holderName &&
    t('admin.money.payoutAccount.bank', {
      holder: payoutAccount.holderName,
      sortCode: payoutAccount.sortCode ?? '',
      last4: payoutAccount.accountLast4 ?? '',
    });
  return (
    <FieldGrid
      fields={[
        { key: 'wallet', label: t('admin.money.balances.wallet'), value: formatMoney(wallet.wallet) },
        { key: 'held', label: t('admin.money.balances.held'), value: formatMoney(wallet.held) },
        { key: 'earnings', label: t('admin.money.balances.earnings'), value: formatMoney(wallet.earnings) },
        {
          key: 'payout-pending',
          label: t('admin.money.balances.payoutPending'),
          value: formatMoney(wallet.payoutPending),
        },
        {
          key: 'payout-account',
          label: t('admin.money.payoutAccount.label'),
          value: (
            <Stack gap={4} component="span">
              <span>
                <PayoutAccountBadge status={payoutAccount.status} />
              </span>
              {bank && (
                <Text size="sm" span>
                  {bank}
                </Text>
              )}
              {payoutAccount.problemReason && (
                <Text size="sm" c="red" span>
                  {payoutAccount.problemReason}
                </Text>
              )}
            </Stack>
          ),
        },
      ]}
    />
  );
}

function UserMoney({ userId, userName }: { userId: number; userName: string }) {
  const { t } = useTranslation();
  const wallet = useUserWallet(userId);
  const [adjusting, adjustModal] = useDisclosure(false);
  const [ledgerPage, setLedgerPage] = useState(1);

  if (wallet.isPending) return <CenteredLoader />;
  if (wallet.isError) return <LoadFailed onRetry={() => void wallet.refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={adjustModal.open}
          data-testid="adjust-button"
        >
          {t('admin.money.adjust.button')}
        </Button>
      </Group>
      <Balances wallet={wallet.data} />
      <Title order={3} size="h5">
        {t('admin.money.ledger.title')}
      </Title>
      <LedgerTable userId={userId} page={ledgerPage} onPageChange={setLedgerPage} />
      <AdjustBalanceModal
        userId={userId}
        userName={userName}
        wallet={wallet.data}
        opened={adjusting}
        onClose={adjustModal.close}
        // The new movement is the newest: show the first page.
        onAdjusted={() => setLedgerPage(1)}
      />
    </Stack>
  );
}

/** The user's money in their detail: balances, payout account, ledger, and manual adjustments. */
export function MoneySection({ user, name }: { user: ConsoleUserDetail; name: string }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.money.title')} testId="user-money">
      {user.role === 'admin' ? (
        <Text c="dimmed">{t('admin.money.notForAdmins')}</Text>
      ) : (
        <UserMoney userId={user.id} userName={name} />
      )}
    </Section>
  );
}
