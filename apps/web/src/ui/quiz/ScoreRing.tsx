import { Group, RingProgress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answerColour, type QuizResult } from './quiz-answers.ts';

/**
 * A submitted attempt's rounded percent in a ring, and its points out of the questions (left out when the result
 * comes without its questions: shared without the answers).
 */
export function ScoreRing({ result }: { result: QuizResult }) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <RingProgress
        size={96}
        thickness={9}
        roundCaps
        // The ring takes the colour of an answer that scored as much: green only for full marks.
        sections={[{ value: result.scorePercent, color: answerColour(result.scorePercent / 100) }]}
        label={
          <Text ta="center" fw={700} size="lg" data-testid="quiz-score">
            {result.scorePercent}%
          </Text>
        }
      />
      {result.questions.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('courses.quiz.points', { raw: result.scoreRaw, total: result.questions.length })}
        </Text>
      )}
    </Group>
  );
}
