import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { QuizAnswerForm } from '../../../ui/quiz/QuizAnswerForm.tsx';
import type { Choices } from '../../../ui/quiz/quiz-answers.ts';
import { AttemptTiming } from '../../course-quiz/components/AttemptTiming.tsx';
import { useAnswerSaver } from '../../course-quiz/hooks/use-answer-saver.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import {
  type DiagnosticAttempt,
  useDiagnosticAttempt,
  useStartDiagnostic,
  useSubmitDiagnostic,
} from '../api.ts';
import { DIAGNOSTIC_PATHS, diagnosticResultPath } from '../paths.ts';

const savedChoices = (attempt: DiagnosticAttempt): Choices =>
  Object.fromEntries(attempt.saved.map((answer) => [answer.id, answer.selectedOptions]));

/**
 * The open attempt's questions, options in its own shuffled order: each choice is saved as it is made, the time
 * left counts down from the server's clock, and at zero the attempt is submitted with what was chosen.
 */
function DiagnosticForm({ attempt }: { attempt: DiagnosticAttempt }) {
  const submit = useSubmitDiagnostic();
  const saver = useAnswerSaver(attempt.id);
  const [countdownOver, setCountdownOver] = useState(false);
  const onTimeUp = useCallback(() => setCountdownOver(true), []);
  return (
    <Stack gap="md">
      <AttemptTiming attempt={attempt} onTimeUp={onTimeUp} saveFailed={saver.failed} />
      {/* The server closed the attempt at its limit: its result, with what was saved in time. */}
      {saver.timeUp && <Navigate to={diagnosticResultPath(attempt.id)} replace />}
      <QuizAnswerForm
        questions={attempt.questions}
        quizId={attempt.id}
        submit={submit}
        resultPath={diagnosticResultPath}
        initialChoices={savedChoices(attempt)}
        onChoicesChange={saver.saveChoices}
        timeUp={countdownOver || saver.timeUp}
      />
    </Stack>
  );
}

/**
 * `/diagnostics/take/?diagnosticId=`: starts (or resumes) the attempt, then the student answers against the clock
 * and submits; an attempt already closed (submitted, or by its time limit) opens its result.
 */
export default function TakeDiagnosticPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idFrom(params.get('diagnosticId'));
  const start = useStartDiagnostic();
  const { mutate } = start;
  useEffect(() => {
    if (id !== null) mutate(id);
  }, [id, mutate]);
  const attempt = useDiagnosticAttempt(start.data?.quizId ?? null);

  if (id === null || start.isError || attempt.isError) {
    return <Alert color="red">{t('diagnostics.missing')}</Alert>;
  }
  if (!attempt.data) return <CenteredLoader />;
  if (attempt.data.finishedAt) return <Navigate to={diagnosticResultPath(attempt.data.id)} replace />;
  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to={DIAGNOSTIC_PATHS.list} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('diagnostics.back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2" data-testid="diagnostic-title">
        {attempt.data.sectionTitle}
      </Title>
      <DiagnosticForm attempt={attempt.data} />
    </Stack>
  );
}
