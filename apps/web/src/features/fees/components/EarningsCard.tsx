import { LIMITS } from '@kru/contract/limits';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDay, formatMoney } from '../../../ui/format.ts';
import { useWithdraw, type Wallet } from '../api.ts';
import { withdrawBlock } from '../money-states.ts';
import { MoneySection } from './MoneySection.tsx';
import { MoneyStat } from './MoneyStat.tsx';

/** What the tutor has earned, what waits in payouts, and the withdrawal of what is available. */
export function EarningsCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const withdraw = useWithdraw();
  const { earnings, payoutAccount } = wallet;
  const blocked = withdrawBlock(wallet);
  const amount = formatMoney(earnings.available);
  const days = LIMITS.payoutWorkingDays;

  const confirm = () =>
    void dialogs.confirm({
      title: t('fees.earnings.confirmTitle'),
      children: (
        <Text size="sm">
          {payoutAccount.accountLast4
            ? t('fees.earnings.confirmText', { amount, last4: payoutAccount.accountLast4, days })
            : t('fees.earnings.confirmTextNoDigits', { amount, days })}
        </Text>
      ),
      labels: { confirm: t('fees.earnings.withdraw'), cancel: t('common.cancel') },
      onConfirm: () =>
        withdraw.mutate(undefined, {
          onSuccess: (payout) =>
            notify.success(
              t('fees.earnings.requested', {
                amount: formatMoney(payout.amount),
                date: formatDay(payout.expectedBy, timeZone),
              }),
            ),
        }),
    });

  return (
    <MoneySection id="earnings" title={t('fees.earnings.title')} description={t('fees.earnings.description')}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <MoneyStat
          label={t('fees.earnings.available')}
          pounds={earnings.available}
          main
          testId="earnings-available"
        />
        <MoneyStat
          label={t('fees.earnings.pending')}
          pounds={earnings.pendingPayout}
          testId="earnings-pending"
        />
        <MoneyStat label={t('fees.earnings.total')} pounds={earnings.totalEarned} testId="earnings-total" />
      </SimpleGrid>
      <Group justify="space-between" gap="sm" align="center">
        <Text size="sm" c={blocked ? 'dimmed' : undefined} id="withdraw-hint" data-testid="withdraw-hint">
          {blocked ? t(`fees.earnings.blocked.${blocked}`) : t('fees.earnings.arrives', { days })}
        </Text>
        <Button
          disabled={blocked !== null}
          loading={withdraw.isPending}
          onClick={confirm}
          aria-describedby="withdraw-hint"
          data-testid="withdraw-button"
        >
          {t('fees.earnings.withdraw')}
        </Button>
      </Group>
    </MoneySection>
  );
}
