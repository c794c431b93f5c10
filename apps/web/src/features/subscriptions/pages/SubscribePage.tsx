import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { CheckoutResultAlert } from '../../fees/components/CheckoutResultAlert.tsx';
import { LoadError } from '../../fees/components/LoadError.tsx';
import { useCheckoutReturn } from '../../fees/hooks/use-checkout-return.ts';
import { FEES_PATH } from '../../fees/paths.ts';
import { useCurrentSubscription } from '../api.ts';
import { PlanPicker } from '../components/PlanPicker.tsx';
import { SubscriptionDetails } from '../components/SubscriptionDetails.tsx';
import { NEXT_PARAM, safeNextPath, subscribeReturningTo } from '../return-path.ts';
import { isCurrentSubscription } from '../subscription-state.ts';

/** The current subscription, or the plans to choose from when there is none (or it has ended). */
function SubscribeContent({ returnPath, next }: { returnPath: string; next: string | null }) {
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
        {next && (
          <Button
            component={Link}
            to={next}
            rightSection={<IconArrowRight size={16} />}
            data-testid="subscribe-return"
          >
            {t('courseProgress.backToSection')}
          </Button>
        )}
        <Anchor component={Link} to={FEES_PATH} size="sm">
          {t('subscriptions.manageInFees')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * `/courses/subscribe` and `/skills/subscribe`: the plans to subscribe to (the checkout comes back here), or the
 * student's current subscription. With `?next=` (a locked section sent the learner here), the checkout comes back
 * with it, and a subscription that succeeded returns the learner to that page.
 */
export default function SubscribePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  const checkout = useCheckoutReturn();
  const succeeded = checkout?.result === 'succeeded';
  // Once the checkout's answer is out of the address (its own replace would otherwise undo this one).
  const answerCleared = !params.has('checkout');
  useEffect(() => {
    if (!succeeded || !next || !answerCleared) return;
    notify.success(t('fees.checkout.subscribed'));
    void navigate(next, { replace: true });
  }, [succeeded, next, answerCleared, navigate, t]);
  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('subscriptions.subscribeTitle')}
        </Title>
        <Text c="dimmed">{t('subscriptions.intro')}</Text>
      </Stack>
      <CheckoutResultAlert checkout={checkout} purpose="subscription" />
      <SubscribeContent returnPath={next ? subscribeReturningTo(pathname, next) : pathname} next={next} />
    </Stack>
  );
}
