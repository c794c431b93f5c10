import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuizCountdown } from './QuizCountdown.tsx';

/**
 * Above a timed attempt (a course quiz or a diagnostic): its limit and rule with the countdown, and a warning when
 * an answer could not be saved.
 */
export function AttemptTiming({
  attempt,
  onTimeUp,
  saveFailed,
}: {
  attempt: { deadlineAt: string | null; timeLimitMinutes: number | null; serverNow: string };
  onTimeUp: () => void;
  saveFailed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {attempt.deadlineAt && (
        <>
          <Text size="sm" c="dimmed" data-testid="quiz-time-rule">
            {t('courses.quizTiming.limit', { count: attempt.timeLimitMinutes ?? 0 })} ·{' '}
            {t('courses.quizTiming.rule')}
          </Text>
          <QuizCountdown deadlineAt={attempt.deadlineAt} serverNow={attempt.serverNow} onTimeUp={onTimeUp} />
        </>
      )}
      {saveFailed && (
        <Alert color="yellow" data-testid="quiz-not-saved">
          {t('courses.quizTiming.notSaved')}
        </Alert>
      )}
    </>
  );
}
