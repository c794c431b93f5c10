import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { CheckoutResultAlert } from '../../fees/components/CheckoutResultAlert.tsx';
import { LoadError } from '../../fees/components/LoadError.tsx';
import { useCheckoutReturn } from '../../fees/hooks/use-checkout-return.ts';
import { FEES_PATH } from '../../fees/paths.ts';
import { useCurrentSubscription } from '../api.ts';
import { PlanPicker } from '../components/PlanPicker.tsx';
import { SubscriptionDetails } from '../components/SubscriptionDetails.tsx';
import { isCurrentSubscription } from '../subscription-state.ts';

/** The current subscription, or the plans to choose from when there is none (or it has ended). */
function SubscribeContent({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  const subscription = useCurrentSubscription();
  if (subscription.isPending) return <CenteredLoader />;
  if (subscription.isError) {
    return <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />;
  }
  if (!subscription.data || !isCurrentSubscription(subscription.data)) {
    return <PlanPicker returnPath={returnPath} />;
  }
  return (
    <Paper
      component="section"
      aria-labelledby="current-subscription-title"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="current-subscription-title">
          {t('subscriptions.current')}
        </Title>
        <SubscriptionDetails subscription={subscription.data} />
        <Anchor component={Link} to={FEES_PATH} size="sm">
          {t('subscriptions.manageInFees')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * `/courses/subscribe` and `/skills/subscribe`: the plans to subscribe to (the checkout comes back here), or the
 * student's current subscription.
 */
export default function SubscribePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const checkout = useCheckoutReturn();
  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('subscriptions.subscribeTitle')}
        </Title>
        <Text c="dimmed">{t('subscriptions.intro')}</Text>
      </Stack>
      <CheckoutResultAlert checkout={checkout} purpose="subscription" />
      <SubscribeContent returnPath={pathname} />
    </Stack>
  );
}
