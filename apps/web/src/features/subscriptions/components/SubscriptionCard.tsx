import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../fees/components/LoadError.tsx';
import { MoneySection } from '../../fees/components/MoneySection.tsx';
import { useCurrentSubscription } from '../api.ts';
import { COURSES_SUBSCRIBE_PATH } from '../paths.ts';
import { isCurrentSubscription } from '../subscription-state.ts';
import { SubscriptionDetails } from './SubscriptionDetails.tsx';

/** The fees page's subscription card: the current one, or the way to subscribe. */
export function SubscriptionCard() {
  const { t } = useTranslation();
  const subscription = useCurrentSubscription();

  let content = (
    <Center py="md">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
  if (subscription.isError) {
    content = <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />;
  } else if (subscription.isSuccess) {
    const current = subscription.data;
    content = (
      <Stack gap="md">
        {current && <SubscriptionDetails subscription={current} />}
        {!isCurrentSubscription(current) && (
          <Stack gap={4} data-testid="subscription-none">
            <Text size="sm">{current ? t('subscriptions.ended') : t('subscriptions.none')}</Text>
            <Anchor component={Link} to={COURSES_SUBSCRIBE_PATH} fw={600} data-testid="subscribe-link">
              {t('subscriptions.seePlans')}
            </Anchor>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <MoneySection id="subscription" title={t('subscriptions.title')}>
      {content}
    </MoneySection>
  );
}
