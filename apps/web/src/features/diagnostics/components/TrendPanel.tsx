import { Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiagnosticTrend } from '../api.ts';

const TrendChart = lazy(() =>
  import('./DiagnosticCharts.tsx').then((module) => ({ default: module.TrendChart })),
);

/** The learner's score at each attempt of this diagnostic; with one attempt, an invitation to retake it later. */
export function TrendPanel({ diagnosticId }: { diagnosticId: number }) {
  const { t } = useTranslation();
  const query = useDiagnosticTrend(diagnosticId);
  if (!query.data) return null;
  const points = query.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="trend">
      <Title order={2} size="h4" mb="sm">
        {t('diagnostics.result.trend')}
      </Title>
      {points.length < 2 ? (
        <Text size="sm" c="dimmed">
          {t('diagnostics.result.trendOne')}
        </Text>
      ) : (
        <Suspense fallback={<div style={{ height: 200 }} />}>
          <TrendChart points={points} />
          <Text size="sm" mt="xs">
            {points.map((point) => `${point.scorePercent}%`).join(' → ')}
          </Text>
        </Suspense>
      )}
    </Paper>
  );
}
