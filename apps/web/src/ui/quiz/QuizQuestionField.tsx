import type { Question as QuestionWire } from '@kru/contract';
import { Checkbox, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Camelized } from '../../app/api/case.ts';

export type Question = Camelized<QuestionWire>;

/** One question to answer: radio buttons for single choice, checkboxes for multiple choice. */
export function QuizQuestionField({
  question,
  number,
  total,
  chosen,
  onChoose,
  disabled = false,
}: {
  question: Question;
  number: number;
  total: number;
  chosen: number[];
  onChoose: (optionId: number) => void;
  /** Answers can no longer change (a timed quiz whose time ran out). */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = `quiz-question-${question.id}`;
  const options = question.options.map((option) =>
    question.isMultipleChoice ? (
      <Checkbox
        key={option.id}
        value={String(option.id)}
        label={option.title}
        disabled={disabled}
        onChange={() => onChoose(option.id)}
      />
    ) : (
      <Radio key={option.id} value={String(option.id)} label={option.title} disabled={disabled} />
    ),
  );
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
        {question.isMultipleChoice ? (
          <Checkbox.Group value={chosen.map(String)} aria-labelledby={labelId}>
            <Stack gap="xs">{options}</Stack>
          </Checkbox.Group>
        ) : (
          <Radio.Group
            name={labelId}
            value={chosen[0] === undefined ? null : String(chosen[0])}
            onChange={(value) => onChoose(Number(value))}
            aria-labelledby={labelId}
          >
            <Stack gap="xs">{options}</Stack>
          </Radio.Group>
        )}
      </Stack>
    </Paper>
  );
}
