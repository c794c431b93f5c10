import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/router/paths.ts';
import { CheckoutResultAlert } from '../../fees/components/CheckoutResultAlert.tsx';
import { useCheckoutReturn } from '../../fees/hooks/use-checkout-return.ts';
import { useCurrentSubscription } from '../../subscriptions/api.ts';
import { PlanPicker } from '../../subscriptions/components/PlanPicker.tsx';
import { SubscriptionDetails } from '../../subscriptions/components/SubscriptionDetails.tsx';
import { isCurrentSubscription } from '../../subscriptions/subscription-state.ts';
import { StepActions } from './StepActions.tsx';

/** The checkout comes back to this step of the wizard. */
const RETURN_PATH = `${PATHS.studentCompleteProfile}?step=subscription`;

/**
 * The plan step: subscribe through the provider's checkout (it comes back here), or skip it and subscribe later;
 * once subscribed, the subscription instead of the plans.
 */
export function SubscriptionStep({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  const { t } = useTranslation();
  const checkout = useCheckoutReturn();
  const subscription = useCurrentSubscription();
  const subscribed = isCurrentSubscription(subscription.data);

  return (
    <Stack gap="lg">
      <CheckoutResultAlert checkout={checkout} purpose="subscription" />
      {subscription.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : subscribed && subscription.data ? (
        <SubscriptionDetails subscription={subscription.data} />
      ) : (
        <PlanPicker returnPath={RETURN_PATH} />
      )}
      <StepActions
        onBack={onBack}
        submitLabel={subscribed ? t('onboarding.continue') : t('onboarding.skipForNow')}
        onSubmit={onContinue}
      />
    </Stack>
  );
}
