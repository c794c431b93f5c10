import type { Question } from '@kru/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Camelized } from '../../../app/api/case.ts';

/** A quiz section's questions as the reviewer reads them: each answer with its score, and the feedback. */
export function QuizPreview({ questions }: { questions: Array<Camelized<Question>> }) {
  const { t } = useTranslation();
  if (questions.length === 0) {
    return (
      <Text c="dimmed" fs="italic" size="sm">
        {t('admin.courseReview.content.noQuestions')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="quiz-preview">
      {questions.map((question, index) => (
        <Stack key={question.id} gap={4}>
          <Group gap="xs">
            <Text fw={600} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {index + 1}. {question.title}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {t(question.isMultipleChoice ? 'courseAuthoring.quiz.multiple' : 'courseAuthoring.quiz.single')}
            </Badge>
          </Group>
          {question.options.map((option) => (
            <Text key={option.id} size="sm" pl="md">
              {t('admin.courseReview.content.option', { title: option.title, score: option.score })}
              {option.feedback ? ` · ${option.feedback}` : ''}
            </Text>
          ))}
          {question.feedback && (
            <Text size="xs" c="dimmed" pl="md">
              {question.feedback}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
