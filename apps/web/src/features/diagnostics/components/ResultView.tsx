import { Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answerColour, type QuizResult } from '../../../ui/quiz/quiz-answers.ts';
import { ResultQuestions } from '../../../ui/quiz/ResultQuestions.tsx';
import { ScoreRing } from '../../../ui/quiz/ScoreRing.tsx';

/**
 * A diagnostic's result: the rounded percent, the score per specialty, the study topics, and the questions with
 * the chosen answers coloured (green, yellow, red) under the ALL / INCORRECT / CORRECT filter.
 */
export function ResultView({ result }: { result: QuizResult }) {
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
          <Stack gap="xs">
            {result.specialtyScores.map((score) => (
              <Stack key={score.specialtyId} gap={2}>
                <Group justify="space-between">
                  <Text size="sm">{score.title}</Text>
                  <Text size="sm" fw={600}>
                    {score.scorePercent}%
                  </Text>
                </Group>
                <Progress
                  value={score.scorePercent}
                  color={answerColour(score.scorePercent / 100)}
                  aria-label={score.title}
                />
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" data-testid="study-topics">
        <Title order={2} size="h4" mb="sm">
          {t('diagnostics.result.topics')}
        </Title>
        {result.studyTopics.length === 0 ? (
          <Text size="sm">{t('diagnostics.result.noTopics')}</Text>
        ) : (
          <List size="sm">
            {result.studyTopics.map((topic) => (
              <List.Item key={topic.id}>{topic.title}</List.Item>
            ))}
          </List>
        )}
      </Paper>
      <ResultQuestions result={result} />
    </Stack>
  );
}
