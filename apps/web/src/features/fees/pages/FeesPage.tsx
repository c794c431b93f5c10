import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { SubscriptionCard } from '../../subscriptions/components/SubscriptionCard.tsx';
import { useWallet, type Wallet } from '../api.ts';
import { BalanceCard } from '../components/BalanceCard.tsx';
import { CardPaymentsList } from '../components/CardPaymentsList.tsx';
import { CheckoutResultAlert } from '../components/CheckoutResultAlert.tsx';
import { EarningsCard } from '../components/EarningsCard.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { MovementsHistory } from '../components/MovementsHistory.tsx';
import { PayoutAccountCard } from '../components/PayoutAccountCard.tsx';
import { PayoutsList } from '../components/PayoutsList.tsx';
import { RefundCard } from '../components/RefundCard.tsx';
import { TopUpForm } from '../components/TopUpForm.tsx';
import { useCheckoutReturn } from '../hooks/use-checkout-return.ts';

/** The tutor's half: bank information, earnings with Withdraw, and the withdrawals made. */
function TutorPayouts({ wallet }: { wallet: Wallet }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PayoutAccountCard account={wallet.payoutAccount} />
        <EarningsCard wallet={wallet} />
      </SimpleGrid>
      <PayoutsList />
    </>
  );
}

/**
 * `/fees` (spec 2: wallet, fee, subscription): the balance with top-up and refund, the student's subscription or
 * the tutor's payouts, every movement of the wallet, and (students) the card payments apart. Checkouts come back here with `?checkout=&payment=`.
 */
export default function FeesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const checkout = useCheckoutReturn();
  const wallet = useWallet();
  const isTutor = user?.role === 'teacher';

  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1} size="h2">
        {t('fees.title')}
      </Title>
      <CheckoutResultAlert checkout={checkout} purpose="top_up" />
      {wallet.isPending ? (
        <CenteredLoader />
      ) : wallet.isError ? (
        <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <BalanceCard wallet={wallet.data} />
            <TopUpForm wallet={wallet.data} />
          </SimpleGrid>
          {isTutor ? <TutorPayouts wallet={wallet.data} /> : <SubscriptionCard />}
          <RefundCard wallet={wallet.data} />
          <MovementsHistory />
          {!isTutor && <CardPaymentsList />}
        </>
      )}
    </Stack>
  );
}
