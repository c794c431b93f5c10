import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { QuizAnswerForm } from '../../../ui/quiz/QuizAnswerForm.tsx';
import type { Choices } from '../../../ui/quiz/quiz-answers.ts';
import { LockedSection } from '../../course-reader/components/LockedSection.tsx';
import { RefusedSection } from '../../course-reader/components/RefusedSection.tsx';
import { refusalOf } from '../../course-reader/refusal.ts';
import { useSubmitQuiz } from '../../courses/api.ts';
import { CourseMissing } from '../../courses/components/CourseMissing.tsx';
import type { CourseKind } from '../../courses/course-kind.ts';
import { quizResultPath, takeCoursePath } from '../../courses/paths.ts';
import { useCourseKind } from '../../courses/use-course-kind.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { type QuizAttempt, useQuizAttempt } from '../api.ts';
import { AttemptTiming } from '../components/AttemptTiming.tsx';
import { useAnswerSaver } from '../hooks/use-answer-saver.ts';

const savedChoices = (attempt: QuizAttempt): Choices =>
  Object.fromEntries(attempt.saved.map((answer) => [answer.id, answer.selectedOptions]));

/**
 * The open attempt's questions, options in the attempt's own order: each choice is saved as it is made; a timed
 * attempt counts down from the server's clock and is submitted by itself at zero.
 */
function QuizForm({ kind, courseId, attempt }: { kind: CourseKind; courseId: number; attempt: QuizAttempt }) {
  const submit = useSubmitQuiz();
  const saver = useAnswerSaver(attempt.id);
  const [countdownOver, setCountdownOver] = useState(false);
  const resultPath = useCallback(
    (submittedId: number) => quizResultPath(kind, courseId, submittedId),
    [kind, courseId],
  );
  const onTimeUp = useCallback(() => setCountdownOver(true), []);
  // The server closed the attempt at its limit: its result, with what was saved in time. The form goes at once, so
  // that it does not also submit the closed attempt (a 409 the learner would see as a Warning over the result).
  if (saver.timeUp) return <Navigate to={resultPath(attempt.id)} replace />;
  return (
    <Stack gap="md">
      <AttemptTiming attempt={attempt} onTimeUp={onTimeUp} saveFailed={saver.failed} />
      <QuizAnswerForm
        questions={attempt.questions}
        quizId={attempt.id}
        submit={submit}
        resultPath={resultPath}
        initialChoices={savedChoices(attempt)}
        onChoicesChange={saver.saveChoices}
        timeUp={countdownOver}
      />
    </Stack>
  );
}

/**
 * `/courses/quiz?courseId=&sectionId=&quizId=` (and `/skills/quiz`): the learner answers an open attempt, one
 * radio group or set of checkboxes per question, then submits and lands on the result.
 */
export default function TakeQuizPage() {
  const { t } = useTranslation();
  const kind = useCourseKind();
  const [params] = useSearchParams();
  const courseId = idFrom(params.get('courseId'));
  const sectionId = idFrom(params.get('sectionId'));
  const quizId = idFrom(params.get('quizId'));
  const attempt = useQuizAttempt(quizId);

  if (courseId === null || sectionId === null || quizId === null) {
    return <CourseMissing kind={kind} message={t('courses.quiz.missing')} />;
  }
  if (attempt.isPending) return <CenteredLoader />;
  if (attempt.isError) {
    const refusal = refusalOf(attempt.error);
    if (refusal === 'locked') return <LockedSection kind={kind} />;
    if (refusal === 'refused') return <RefusedSection message={attempt.error.message} />;
    if (refusal === 'missing') return <CourseMissing kind={kind} message={t('courses.quiz.missing')} />;
    return <LoadFailed onRetry={() => void attempt.refetch()} />;
  }
  // Submitted (here, in another tab, or closed by its time limit): its result.
  if (attempt.data.finishedAt) return <Navigate to={quizResultPath(kind, courseId, quizId)} replace />;
  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to={takeCoursePath(kind, courseId, sectionId)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('courses.quiz.backToCourse')}
        </Group>
      </Anchor>
      <Title order={1} size="h2" data-testid="quiz-title">
        {attempt.data.sectionTitle}
      </Title>
      <QuizForm kind={kind} courseId={courseId} attempt={attempt.data} />
    </Stack>
  );
}
