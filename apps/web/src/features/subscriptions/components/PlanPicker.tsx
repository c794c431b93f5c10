import { BILLING_TYPES, type BillingType } from '@kru/contract';
import { Center, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../fees/components/LoadError.tsx';
import { useResetOnPageReturn } from '../../fees/hooks/use-reset-on-page-return.ts';
import { useStartSubscription, useSubscriptionPlans } from '../api.ts';
import { PlanCard } from './PlanCard.tsx';

interface PlanPickerProps {
  /** The page (path and query) the checkout comes back to. */
  returnPath: string;
}

/**
 * The plans with a monthly/yearly switch; Subscribe opens the provider's checkout for that plan and period
 * (the subscribe pages and the onboarding's plan step).
 */
export function PlanPicker({ returnPath }: PlanPickerProps) {
  const { t } = useTranslation();
  const plans = useSubscriptionPlans();
  const start = useStartSubscription();
  useResetOnPageReturn(start.reset);
  const [billing, setBilling] = useState<BillingType>('monthly');
  const busy = start.isPending || start.isSuccess;
  const startingProduct = busy ? start.variables?.productId : undefined;

  let content: ReactNode;
  if (plans.isPending) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (plans.isError) {
    content = <LoadError error={plans.error} onRetry={() => void plans.refetch()} />;
  } else if (plans.data.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="lg" data-testid="plans-empty">
        {t('subscriptions.plans.empty')}
      </Text>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: Math.min(plans.data.length, 3) }} spacing="md">
        {plans.data.map((plan) => (
          <PlanCard
            key={plan.productId}
            plan={plan}
            billing={billing}
            starting={startingProduct === plan.productId}
            disabled={busy}
            onSubscribe={(price) => start.mutate({ productId: plan.productId, type: price.type, returnPath })}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg" data-testid="plan-picker">
      <SegmentedControl
        value={billing}
        onChange={(value) => setBilling(value as BillingType)}
        data={BILLING_TYPES.map((type) => ({ value: type, label: t(`subscriptions.billing.${type}`) }))}
        aria-label={t('subscriptions.billingLabel')}
        style={{ alignSelf: 'center' }}
      />
      {content}
    </Stack>
  );
}
