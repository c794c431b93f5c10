import {
  Group,
  List,
  Paper,
  Progress,
  RingProgress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerColour,
  filterQuestions,
  QUESTION_FILTERS,
  type QuestionFilter,
  type QuizResult,
} from '../../../ui/quiz/quiz-answers.ts';
import { ResultQuestionCard } from '../../../ui/quiz/ResultQuestionCard.tsx';

/**
 * A diagnostic's result: the rounded percent, the score per specialty, the study topics, and the questions with
 * the chosen answers coloured (green, yellow, red) under the ALL / INCORRECT / CORRECT filter.
 */
export function ResultView({ result }: { result: QuizResult }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QuestionFilter>('ALL');
  const shown = filterQuestions(result.questions, filter);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group gap="md">
          <RingProgress
            size={96}
            thickness={9}
            roundCaps
            sections={[{ value: result.scorePercent, color: answerColour(result.scorePercent / 100) }]}
            label={
              <Text ta="center" fw={700} size="lg" data-testid="quiz-score">
                {result.scorePercent}%
              </Text>
            }
          />
          <Text size="sm" c="dimmed">
            {t('courses.quiz.points', { raw: result.scoreRaw, total: result.questions.length })}
          </Text>
        </Group>
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
                <Progress value={score.scorePercent} color={answerColour(score.scorePercent / 100)} />
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
      <SegmentedControl
        className="kru-no-print"
        aria-label={t('courses.quiz.filterLabel')}
        data={QUESTION_FILTERS.map((value) => ({ value, label: t(`courses.quiz.filter.${value}`) }))}
        value={filter}
        onChange={(value) => setFilter(value as QuestionFilter)}
        data-testid="result-filter"
      />
      {shown.length === 0 && <Text c="dimmed">{t('courses.quiz.noneInFilter')}</Text>}
      {shown.map((question) => (
        <ResultQuestionCard
          key={question.id}
          question={question}
          number={result.questions.indexOf(question) + 1}
        />
      ))}
    </Stack>
  );
}
