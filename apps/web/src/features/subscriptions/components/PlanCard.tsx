import type { BillingType } from '@kru/contract';
import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import type { Plan, PlanPrice } from '../api.ts';
import { yearlySaving } from '../subscription-state.ts';

interface PlanCardProps {
  plan: Plan;
  billing: BillingType;
  onSubscribe: (price: PlanPrice) => void;
  /** This plan's checkout is being opened. */
  starting: boolean;
  /** Another plan's checkout is being opened. */
  disabled: boolean;
}

/** One plan: its price for the chosen billing period, what it includes, and Subscribe. */
export function PlanCard({ plan, billing, onSubscribe, starting, disabled }: PlanCardProps) {
  const { t } = useTranslation();
  const price = plan.prices.find((item) => item.type === billing);
  if (!price) return null;
  const saving = billing === 'yearly' ? yearlySaving(plan) : 0;
  const titleId = `plan-${plan.productId}-title`;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="lg"
      radius="md"
      data-testid={`plan-${plan.productId}`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {plan.productName}
          </Title>
          {saving > 0 && (
            <Badge color="kruPink" variant="light">
              {t('subscriptions.plans.save', { percent: saving })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
        <Group gap={6} align="baseline">
          <Text fz={32} fw={800} lh={1} data-testid="plan-price">
            {formatMoney(price.price)}
          </Text>
          <Text c="dimmed">{t(`subscriptions.per.${billing}`)}</Text>
        </Group>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="teal">
              <IconCheck size={14} />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {plan.metas.map((meta) => (
            <List.Item key={meta}>{meta}</List.Item>
          ))}
        </List>
        <Button
          onClick={() => onSubscribe(price)}
          loading={starting}
          disabled={disabled && !starting}
          mt="xs"
          data-testid="plan-subscribe"
        >
          {t('subscriptions.plans.subscribe')}
        </Button>
      </Stack>
    </Paper>
  );
}
