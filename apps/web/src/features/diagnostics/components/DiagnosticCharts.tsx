import '@mantine/charts/styles.css';
import { DIAGNOSTIC_LIMITS } from '@kru/contract';
import { BarChart, LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '../../../ui/quiz/quiz-answers.ts';
import type { DiagnosticTrendPoint } from '../api.ts';

/*
 * The result's charts, in their own chunk (recharts is large): loaded lazily by the result and shared pages only.
 * Each is described to screen readers by its label; the same figures are listed as text beside it.
 */

const LABEL_CHARS = 18;
const short = (title: string) => (title.length > LABEL_CHARS ? `${title.slice(0, LABEL_CHARS - 1)}…` : title);

/** Horizontal bars of the score in each specialty, with the mastery threshold marked; weak bars in red. */
export function SpecialtyChart({ scores }: { scores: QuizResult['specialtyScores'] }) {
  const { t } = useTranslation();
  const mastery = DIAGNOSTIC_LIMITS.masteryPercent;
  const data = scores.map((score) => ({ area: short(score.title), score: score.scorePercent }));
  return (
    <Box role="img" aria-label={t('diagnostics.result.chartLabel')} data-testid="specialty-chart">
      <BarChart
        h={Math.max(160, scores.length * 48)}
        data={data}
        dataKey="area"
        orientation="vertical"
        series={[{ name: 'score', label: t('diagnostics.result.score') }]}
        getBarColor={(value) => (value >= mastery ? 'teal.6' : 'red.6')}
        // Vertical bars put the areas on the y axis: the percent sign goes on the x axis's ticks only.
        xAxisProps={{ domain: [0, 100], tickFormatter: (value: number) => `${value}%` }}
        yAxisProps={{ width: 120 }}
        referenceLines={[
          { x: mastery, color: 'gray.6', label: t('diagnostics.result.masteryLine', { percent: mastery }) },
        ]}
        withTooltip={false}
        gridAxis="none"
      />
    </Box>
  );
}

/** The learner's score at each attempt, oldest first. */
export function TrendChart({ points }: { points: DiagnosticTrendPoint[] }) {
  const { t } = useTranslation();
  const data = points.map((point, index) => ({
    attempt: t('diagnostics.result.attempt', { number: index + 1 }),
    score: point.scorePercent,
  }));
  return (
    <Box role="img" aria-label={t('diagnostics.result.trendLabel')} data-testid="trend-chart">
      <LineChart
        h={200}
        data={data}
        dataKey="attempt"
        series={[{ name: 'score', label: t('diagnostics.result.score'), color: 'violet.6' }]}
        yAxisProps={{ domain: [0, 100] }}
        unit="%"
        curveType="linear"
        withTooltip={false}
        referenceLines={[{ y: DIAGNOSTIC_LIMITS.masteryPercent, color: 'gray.5' }]}
      />
    </Box>
  );
}
