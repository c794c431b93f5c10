import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import { FEES_PATH } from '../../fees/paths.ts';
import type { TutorDashboard } from '../api.ts';
import { earningsChange } from '../earnings-change.ts';
import { HomeCard } from './HomeCard.tsx';
import { SESSION_ROW_HEIGHT } from './SessionRow.tsx';

const BODY_HEIGHT = 2 * SESSION_ROW_HEIGHT + 4;

/** What the tutor earned this calendar month (sessions and course rewards) against the month before. */
export function EarningsCard({
  earnings,
  onRetry,
}: {
  earnings: TutorDashboard['earnings'] | undefined;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const delta = earnings ? earningsChange(earnings.thisMonth, earnings.lastMonth) : null;
  return (
    <HomeCard
      title={t('home.earnings.title')}
      link={{ to: FEES_PATH, label: t('home.earnings.details') }}
      testId="home-earnings"
      loading={earnings === undefined}
      minBodyHeight={BODY_HEIGHT}
      onRetry={onRetry}
    >
      <Stack gap={2} my="auto">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('home.earnings.thisMonth')}
        </Text>
        <Group gap="sm" h={32}>
          {earnings ? (
            <Text fw={700} fz="xl" data-testid="home-earnings-this">
              {formatMoney(earnings.thisMonth)}
            </Text>
          ) : (
            <Skeleton height={24} width={100} />
          )}
          {delta !== null && (
            <Badge color={delta >= 0 ? 'teal' : 'red'} variant="light" tt="none">
              {t('home.earnings.change', { change: `${delta > 0 ? '+' : ''}${delta}%` })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" data-testid="home-earnings-last">
          {earnings ? t('home.earnings.lastMonth', { amount: formatMoney(earnings.lastMonth) }) : '\u00a0'}
        </Text>
      </Stack>
    </HomeCard>
  );
}
