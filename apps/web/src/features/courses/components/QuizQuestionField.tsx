import { Checkbox, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Section } from '../api.ts';

type Question = Section['questions'][number];

/** One question to answer: radio buttons for single choice, checkboxes for multiple choice. */
export function QuizQuestionField({
  question,
  number,
  total,
  chosen,
  onChoose,
}: {
  question: Question;
  number: number;
  total: number;
  chosen: number[];
  onChoose: (optionId: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = `quiz-question-${question.id}`;
  return (
    <Paper withBorder p="md" radius="md" data-testid="quiz-question">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('courses.quiz.questionNumber', { number, total })} ·{' '}
          {t(question.isMultipleChoice ? 'courses.quiz.chooseMany' : 'courses.quiz.chooseOne')}
        </Text>
        <Text fw={600} id={labelId} style={{ whiteSpace: 'pre-line' }}>
          {question.title}
        </Text>
        <Stack gap="xs" role={question.isMultipleChoice ? 'group' : 'radiogroup'} aria-labelledby={labelId}>
          {question.options.map((option) =>
            question.isMultipleChoice ? (
              <Checkbox
                key={option.id}
                label={option.title}
                checked={chosen.includes(option.id)}
                onChange={() => onChoose(option.id)}
              />
            ) : (
              <Radio
                key={option.id}
                name={labelId}
                label={option.title}
                checked={chosen.includes(option.id)}
                onChange={() => onChoose(option.id)}
              />
            ),
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
