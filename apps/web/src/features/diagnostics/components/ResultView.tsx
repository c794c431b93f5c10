import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '../../../ui/quiz/quiz-answers.ts';
import type { ResultReader } from '../../../ui/quiz/ResultQuestionCard.tsx';
import { ResultQuestions } from '../../../ui/quiz/ResultQuestions.tsx';
import { ScoreRing } from '../../../ui/quiz/ScoreRing.tsx';
import { StudyTopics } from './StudyTopics.tsx';

// recharts stays out of every first download: fetched when a result is shown.
const SpecialtyChart = lazy(() =>
  import('./DiagnosticCharts.tsx').then((module) => ({ default: module.SpecialtyChart })),
);

/**
 * A diagnostic's result: the rounded percent, the score per specialty (a chart and the same figures as text), the
 * study topics, and the questions with the chosen answers coloured (green, yellow, red) under the ALL /
 * INCORRECT / CORRECT filter (left out when the result comes without them). `reader`: the learner, or someone
 * they shared it with; `beforeQuestions`: what the page adds above the (long) list of questions.
 */
export function ResultView({
  result,
  reader = 'learner',
  beforeQuestions,
}: {
  result: QuizResult;
  reader?: ResultReader;
  beforeQuestions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <ScoreRing result={result} />
      </Paper>
      {result.specialtyScores.length > 0 && (
        <Paper withBorder p="md" radius="md" data-testid="specialty-scores">
          <Title order={2} size="h4" mb="sm">
            {t('diagnostics.result.specialties')}
          </Title>
          <Suspense fallback={<div style={{ height: Math.max(160, result.specialtyScores.length * 48) }} />}>
            <SpecialtyChart scores={result.specialtyScores} />
          </Suspense>
          <Stack gap={4} mt="md">
            {result.specialtyScores.map((score) => (
              <Group
                key={score.specialtyId}
                justify="space-between"
                wrap="nowrap"
                align="flex-start"
                data-testid="specialty-score"
              >
                <Text size="sm">{score.title}</Text>
                <Text size="sm" fw={600}>
                  {score.scorePercent}%
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <StudyTopics result={result} />
      {beforeQuestions}
      {result.questions.length > 0 && <ResultQuestions result={result} reader={reader} />}
    </Stack>
  );
}
