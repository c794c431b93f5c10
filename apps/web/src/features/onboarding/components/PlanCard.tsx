import type { BillingType, SubscriptionPlan } from '@kru/contract';
import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Camelized } from '../../../app/api/case.ts';
import { formatMoney } from '../../../ui/format.ts';

type Plan = Camelized<SubscriptionPlan>;
export type PlanPrice = Plan['prices'][number];

/** How much cheaper a year is than twelve months of the plan, in whole percent (0 when it is not). */
function yearlySaving(plan: Plan): number {
  const monthly = plan.prices.find((price) => price.type === 'monthly')?.price;
  const yearly = plan.prices.find((price) => price.type === 'yearly')?.price;
  if (!monthly || !yearly) return 0;
  return Math.max(0, Math.round((1 - yearly / (monthly * 12)) * 100));
}

interface PlanCardProps {
  plan: Plan;
  billing: BillingType;
  chosen: boolean;
  onChoose: (price: PlanPrice) => void;
}

/** One subscription plan: its price for the chosen billing period, what it includes, and a button to pick it. */
export function PlanCard({ plan, billing, chosen, onChoose }: PlanCardProps) {
  const { t } = useTranslation();
  const price = plan.prices.find((item) => item.type === billing);
  if (!price) return null;
  const saving = billing === 'yearly' ? yearlySaving(plan) : 0;

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      style={chosen ? { borderColor: 'var(--mantine-color-kruPurple-6)', borderWidth: 2 } : undefined}
      data-testid={`plan-${plan.productId}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4">
            {plan.productName}
          </Title>
          {saving > 0 && (
            <Badge color="kruPink" variant="light">
              {t('onboarding.plans.save', { percent: saving })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
        <Group gap={6} align="baseline">
          <Text fz={32} fw={800} lh={1}>
            {formatMoney(price.price)}
          </Text>
          <Text c="dimmed">{t(`onboarding.plans.per.${billing}`)}</Text>
        </Group>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="teal">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {plan.metas.map((meta) => (
            <List.Item key={meta}>{meta}</List.Item>
          ))}
        </List>
        <Button
          variant={chosen ? 'light' : 'filled'}
          leftSection={chosen ? <IconCheck size={16} /> : undefined}
          onClick={() => onChoose(price)}
          aria-pressed={chosen}
          mt="xs"
        >
          {chosen ? t('onboarding.plans.chosen') : t('onboarding.plans.choose', { plan: plan.productName })}
        </Button>
      </Stack>
    </Paper>
  );
}
