import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { answerColour, isCorrect, type QuizResult } from './quiz-answers.ts';

type ResultQuestion = QuizResult['questions'][number];

/** Who reads a result: the learner who took it ("Your answer"), or someone they shared it with ("Their answer"). */
export type ResultReader = 'learner' | 'viewer';

/**
 * One question of a result: every option, the chosen ones coloured by their score (green 1, yellow partly,
 * red 0) with their feedback, the right ones marked, and the question's feedback.
 */
export function ResultQuestionCard({
  question,
  number,
  reader = 'learner',
}: {
  question: ResultQuestion;
  number: number;
  reader?: ResultReader;
}) {
  const { t } = useTranslation();
  const viewer = reader === 'viewer';
  const correct = isCorrect(question);
  const nothingChosen = !question.options.some((option) => option.isChosen);
  return (
    <Paper withBorder p="md" radius="md" data-testid="result-question">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ whiteSpace: 'pre-line' }}>
            {number}. {question.title}
          </Text>
          <Badge
            color={correct ? 'green' : answerColour(question.score)}
            variant="light"
            leftSection={correct ? <IconCheck size={12} /> : <IconX size={12} />}
            style={{ flexShrink: 0 }}
          >
            {t(correct ? 'courses.quiz.correct' : 'courses.quiz.incorrect')}
          </Badge>
        </Group>
        {nothingChosen && (
          <Text size="sm" c="dimmed">
            {t(viewer ? 'courses.quiz.theyDidNotAnswer' : 'courses.quiz.notAnswered')}
          </Text>
        )}
        {question.options.map((option) => {
          const colour = option.isChosen ? answerColour(option.score) : null;
          return (
            <Paper
              key={option.id}
              p="xs"
              radius="sm"
              withBorder
              bg={colour ? `var(--mantine-color-${colour}-light)` : undefined}
              style={colour ? { borderColor: `var(--mantine-color-${colour}-filled)` } : undefined}
              data-testid="result-option"
              data-chosen={option.isChosen}
              data-colour={colour ?? 'none'}
            >
              <Stack gap={2}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm">{option.title}</Text>
                  <Group gap={4} wrap="nowrap">
                    {option.isChosen && (
                      <Badge size="xs" color={colour ?? 'gray'}>
                        {t(viewer ? 'courses.quiz.theirAnswer' : 'courses.quiz.yourAnswer')}
                      </Badge>
                    )}
                    {option.score >= 1 && (
                      <Badge size="xs" variant="outline" color="green">
                        {t('courses.quiz.rightAnswer')}
                      </Badge>
                    )}
                  </Group>
                </Group>
                {option.isChosen && option.feedback && (
                  <Text size="xs" c="dimmed" data-testid="option-feedback">
                    {option.feedback}
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
        {question.feedback && (
          <Text size="sm" data-testid="question-feedback">
            <Text span fw={600}>
              {t('courses.quiz.feedback')}:
            </Text>{' '}
            {question.feedback}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
