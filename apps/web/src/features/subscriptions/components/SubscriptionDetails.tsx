import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDay, formatMoney } from '../../../ui/format.ts';
import { type Subscription, useCancelSubscription, useResumeSubscription } from '../api.ts';
import { subscriptionPhase, subscriptionPhaseView } from '../subscription-state.ts';

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The student's subscription: plan, billing, price, status and its date; Cancel (no refund, usable to the end
 * of the period, spec 9) while it renews, then the grace period until that date, with Resume (it renews again,
 * nothing charged: beyond the spec, docs/architecture.md).
 */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const phase = subscriptionPhase(subscription);
  const view = subscriptionPhaseView(phase);
  const endDate = formatDay(subscription.endingAt, timeZone);
  const billing = subscription.type.title;
  const price = formatMoney(subscription.type.price);

  const confirmCancel = () =>
    void dialogs.confirm({
      title: t('subscriptions.cancel.confirmTitle'),
      children: <Text size="sm">{t('subscriptions.cancel.confirmText', { date: endDate })}</Text>,
      labels: { confirm: t('subscriptions.cancel.confirm'), cancel: t('subscriptions.cancel.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutate(),
    });

  const confirmResume = () =>
    void dialogs.confirm({
      title: t('subscriptions.resume.confirmTitle'),
      children: (
        <Text size="sm">
          {t('subscriptions.resume.confirmText', {
            date: endDate,
            price,
            per: t(`subscriptions.per.${billing}`),
          })}
        </Text>
      ),
      labels: { confirm: t('subscriptions.resume.confirm'), cancel: t('subscriptions.resume.keep') },
      onConfirm: () =>
        resume.mutate(undefined, {
          onSuccess: () => notify.success(t('subscriptions.resume.done', { date: endDate })),
        }),
    });

  return (
    <Stack gap="md" data-testid="subscription-details" data-phase={phase}>
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="lg" data-testid="subscription-plan">
          {subscription.productName}
        </Text>
        <Badge
          color={view.color}
          variant="light"
          data-testid="subscription-status"
          data-status={subscription.status}
        >
          {t(view.labelKey)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Fact
          label={t('subscriptions.billingLabel')}
          value={t(`subscriptions.billing.${billing}`)}
          testId="subscription-billing"
        />
        <Fact
          label={t('subscriptions.price')}
          value={`${price} ${t(`subscriptions.per.${billing}`)}`}
          testId="subscription-price"
        />
        <Fact label={t(`subscriptions.dateLabel.${phase}`)} value={endDate} testId="subscription-date" />
      </SimpleGrid>
      {phase === 'gracePeriod' && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="subscription-grace"
        >
          {t('subscriptions.gracePeriod', { date: endDate })}
        </Alert>
      )}
      {subscription.metas.length > 0 && (
        <Text size="sm" c="dimmed">
          {subscription.metas.join(' · ')}
        </Text>
      )}
      {phase === 'renewing' && subscription.showCancellation && (
        <Group>
          <Button
            variant="default"
            color="red"
            loading={cancel.isPending}
            onClick={confirmCancel}
            data-testid="subscription-cancel"
          >
            {t('subscriptions.cancel.button')}
          </Button>
        </Group>
      )}
      {phase === 'gracePeriod' && subscription.onGracePeriod && (
        <Group>
          <Button loading={resume.isPending} onClick={confirmResume} data-testid="subscription-resume">
            {t('subscriptions.resume.button')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
