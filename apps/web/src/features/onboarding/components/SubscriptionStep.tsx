import { BILLING_TYPES, type BillingType } from '@kru/contract';
import { Alert, Center, Loader, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeLocalStorage } from '../../../app/storage.ts';
import { useSubscriptionPlans } from '../api.ts';
import { PlanCard, type PlanPrice } from './PlanCard.tsx';
import { StepActions } from './StepActions.tsx';

/** Payments are not open yet: the plan a student picks is kept in this browser, per account, until they are. */
const chosenPlanKey = (userId: number) => `kru.chosenPlan.${userId}`;

interface ChosenPlan {
  productId: string;
  priceId: string;
  type: BillingType;
}

function readChosenPlan(userId: number): ChosenPlan | null {
  try {
    const parsed: unknown = JSON.parse(safeLocalStorage.get(chosenPlanKey(userId)) ?? 'null');
    return parsed && typeof parsed === 'object' && 'priceId' in parsed ? (parsed as ChosenPlan) : null;
  } catch {
    return null;
  }
}

/** The subscription step: the plans with monthly or yearly prices; choosing one is optional. */
export function SubscriptionStep({
  userId,
  onBack,
  onContinue,
}: {
  userId: number;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const plans = useSubscriptionPlans();
  const [chosen, setChosen] = useState(() => readChosenPlan(userId));
  const [billing, setBilling] = useState<BillingType>(chosen?.type ?? 'monthly');
  const chosenPlan = plans.data?.find((plan) => plan.productId === chosen?.productId);

  const choose = (productId: string, price: PlanPrice) => {
    const next = { productId, priceId: price.priceId, type: price.type };
    safeLocalStorage.set(chosenPlanKey(userId), JSON.stringify(next));
    setChosen(next);
  };

  return (
    <Stack gap="lg">
      <SegmentedControl
        value={billing}
        onChange={(value) => setBilling(value as BillingType)}
        data={BILLING_TYPES.map((type) => ({ value: type, label: t(`onboarding.plans.billing.${type}`) }))}
        aria-label={t('onboarding.plans.billingLabel')}
        style={{ alignSelf: 'center' }}
      />
      {plans.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: Math.min(plans.data?.length ?? 1, 2) }} spacing="md">
          {plans.data?.map((plan) => (
            <PlanCard
              key={plan.productId}
              plan={plan}
              billing={billing}
              chosen={chosen?.productId === plan.productId && chosen.type === billing}
              onChoose={(price) => choose(plan.productId, price)}
            />
          ))}
        </SimpleGrid>
      )}
      {chosen && chosenPlan && (
        <Alert
          color="kruPurple"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('onboarding.plans.chosenTitle', {
            plan: chosenPlan.productName,
            billing: t(`onboarding.plans.billing.${chosen.type}`),
          })}
          data-testid="plan-chosen"
        >
          {t('onboarding.plans.paymentLater')}
        </Alert>
      )}
      <StepActions
        onBack={onBack}
        submitLabel={chosen ? t('onboarding.continue') : t('onboarding.skipForNow')}
        onSubmit={onContinue}
      />
    </Stack>
  );
}
