import { Badge, SimpleGrid, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Wallet } from '../api.ts';
import { MoneySection } from './MoneySection.tsx';
import { MoneyStat } from './MoneyStat.tsx';

/** What is in the wallet: spendable, held for booked sessions, and what a refund would return now. */
export function BalanceCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const testMode =
    wallet.provider === 'sandbox' ? (
      <Tooltip label={t('fees.testModeHint')} multiline w={260}>
        <Badge color="orange" variant="light" data-testid="test-mode-badge">
          {t('fees.testMode')}
        </Badge>
      </Tooltip>
    ) : null;

  return (
    <MoneySection id="balance" title={t('fees.balance.title')} aside={testMode}>
      <MoneyStat label={t('fees.balance.balance')} pounds={wallet.balance} main testId="wallet-balance" />
      <SimpleGrid cols={2} spacing="md">
        <MoneyStat label={t('fees.balance.held')} pounds={wallet.held} testId="wallet-held" />
        <MoneyStat
          label={t('fees.balance.refundable')}
          pounds={wallet.refundable}
          testId="wallet-refundable"
        />
      </SimpleGrid>
    </MoneySection>
  );
}
