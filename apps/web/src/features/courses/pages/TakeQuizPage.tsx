import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { QuizAnswerForm } from '../../../ui/quiz/QuizAnswerForm.tsx';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { type Section, useSection, useSubmitQuiz } from '../api.ts';
import { CourseMissing } from '../components/CourseMissing.tsx';
import { LockedSection } from '../components/LockedSection.tsx';
import type { CourseKind } from '../course-kind.ts';
import { quizResultPath, takeCoursePath } from '../paths.ts';
import { useCourseKind } from '../use-course-kind.ts';

function QuizForm({ kind, section, quizId }: { kind: CourseKind; section: Section; quizId: number }) {
  const submit = useSubmitQuiz();
  const resultPath = useCallback(
    (submittedId: number) => quizResultPath(kind, section.courseId, submittedId),
    [kind, section.courseId],
  );
  return (
    <QuizAnswerForm questions={section.questions} quizId={quizId} submit={submit} resultPath={resultPath} />
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
