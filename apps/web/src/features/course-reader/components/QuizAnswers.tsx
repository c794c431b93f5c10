import { Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Section } from '../../courses/api.ts';

/** Full marks: the spec's green answer (an option scoring 1). */
const isCorrect = (score: number | null) => score !== null && score >= 1;

/**
 * A quiz section's questions as its author previews them and a reviewer checks them: every option with its
 * score (the correct ones marked), each option's feedback, and the question's feedback. A learner sees the
 * same questions in the quiz, without the answers.
 */
export function QuizAnswers({ questions }: { questions: Section['questions'] }) {
  const { t } = useTranslation();
  if (questions.length === 0) {
    return (
      <Text c="dimmed" fs="italic" size="sm">
        {t('courses.quiz.noQuestions')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="quiz-answers">
      {questions.map((question, index) => (
        <Stack key={question.id} gap={4} data-testid="quiz-answers-question">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text
              fw={600}
              size="sm"
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {index + 1}. {question.title}
            </Text>
            <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t(question.isMultipleChoice ? 'courseAuthoring.quiz.multiple' : 'courseAuthoring.quiz.single')}
            </Badge>
          </Group>
          <List spacing={4} size="sm" pl="xs" center>
            {question.options.map((option) => (
              <List.Item
                key={option.id}
                icon={
                  <ThemeIcon
                    size={18}
                    radius="xl"
                    variant="light"
                    color={isCorrect(option.score) ? 'teal' : (option.score ?? 0) > 0 ? 'yellow' : 'gray'}
                  >
                    {isCorrect(option.score) ? <IconCheck size={12} /> : <IconPoint size={12} />}
                  </ThemeIcon>
                }
              >
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {option.score === null
                    ? option.title
                    : t('authoringTools.quizAnswers.option', { title: option.title, score: option.score })}
                  {isCorrect(option.score) && ` · ${t('authoringTools.quizAnswers.correct')}`}
                </Text>
                {option.feedback && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {option.feedback}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
          {question.feedback && (
            <Text size="xs" c="dimmed" pl="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('authoringTools.quizAnswers.feedback', { feedback: question.feedback })}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
