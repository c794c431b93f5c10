import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useUnsavedChangesWarning } from '../../../app/router/use-unsaved-changes-warning.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { QuizQuestionField } from '../../../ui/quiz/QuizQuestionField.tsx';
import { type Choices, choose, submission, unansweredCount } from '../../../ui/quiz/quiz-answers.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { type Section, useSection, useSubmitQuiz } from '../api.ts';
import { CourseMissing } from '../components/CourseMissing.tsx';
import { LockedSection } from '../components/LockedSection.tsx';
import type { CourseKind } from '../course-kind.ts';
import { quizResultPath, takeCoursePath } from '../paths.ts';
import { useCourseKind } from '../use-course-kind.ts';

function QuizForm({ kind, section, quizId }: { kind: CourseKind; section: Section; quizId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitQuiz();
  const [choices, setChoices] = useState<Choices>({});
  const [submittedId, setSubmittedId] = useState<number | null>(null);
  const answered = Object.values(choices).some((options) => options.length > 0);
  // Leaving a quiz with answers chosen warns (spec); once submitted, the result opens without asking.
  useUnsavedChangesWarning(answered && submittedId === null);
  useEffect(() => {
    if (submittedId !== null)
      void navigate(quizResultPath(kind, section.courseId, submittedId), { replace: true });
  }, [submittedId, kind, section.courseId, navigate]);

  const send = () =>
    submit.mutate(
      { quizId, body: submission(choices) },
      { onSuccess: (result) => setSubmittedId(result.id) },
    );
  const missing = unansweredCount(
    section.questions.map((question) => question.id),
    choices,
  );
  const confirmSend = () => {
    if (missing === 0) return send();
    void dialogs.confirm({
      title: t('courses.quiz.submitTitle'),
      children: t('courses.quiz.submitUnanswered', { count: missing }),
      labels: { confirm: t('courses.quiz.submit'), cancel: t('common.cancel') },
      onConfirm: send,
    });
  };

  return (
    <Stack gap="md">
      {section.questions.map((question, index) => (
        <QuizQuestionField
          key={question.id}
          question={question}
          number={index + 1}
          total={section.questions.length}
          chosen={choices[question.id] ?? []}
          onChoose={(optionId) =>
            setChoices((current) => choose(current, question.id, optionId, question.isMultipleChoice))
          }
        />
      ))}
      <Group justify="flex-end">
        <Button onClick={confirmSend} loading={submit.isPending} data-testid="submit-quiz">
          {t('courses.quiz.submit')}
        </Button>
      </Group>
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
  const section = useSection(sectionId);

  if (courseId === null || sectionId === null || quizId === null) {
    return <CourseMissing kind={kind} message={t('courses.quiz.missing')} />;
  }
  if (section.isPending) return <CenteredLoader />;
  if (section.isError) {
    if (section.error instanceof ApiError && section.error.status === 403)
      return <LockedSection kind={kind} />;
    if (section.error instanceof ApiError && section.error.status === 404) {
      return <CourseMissing kind={kind} message={t('courses.quiz.missing')} />;
    }
    return <LoadFailed onRetry={() => void section.refetch()} />;
  }
  const attempt = section.data.quizzes.find((quiz) => quiz.id === quizId);
  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to={takeCoursePath(kind, courseId, sectionId)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('courses.quiz.backToCourse')}
        </Group>
      </Anchor>
      <Title order={1} size="h2" data-testid="quiz-title">
        {section.data.title}
      </Title>
      {!attempt && <CourseMissing kind={kind} message={t('courses.quiz.missing')} />}
      {/* Submitted (here, or in another tab): its result. */}
      {attempt?.finishedAt && <Navigate to={quizResultPath(kind, courseId, quizId)} replace />}
      {attempt && !attempt.finishedAt && <QuizForm kind={kind} section={section.data} quizId={quizId} />}
    </Stack>
  );
}
