import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconClock, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { ResultQuestions } from '../../../ui/quiz/ResultQuestions.tsx';
import { ScoreRing } from '../../../ui/quiz/ScoreRing.tsx';
import { PassMarkVerdict } from '../../certificates/components/PassMarkVerdict.tsx';
import { useQuizResult, useTakeSection } from '../../courses/api.ts';
import { CourseMissing } from '../../courses/components/CourseMissing.tsx';
import { quizPath, takeCoursePath } from '../../courses/paths.ts';
import { useCourseKind } from '../../courses/use-course-kind.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';

/**
 * `/courses/result?courseId=&quizId=` (and `/skills/result`): a submitted quiz's score (a rounded percent), each
 * question with the chosen answers coloured and the feedback, a filter of all, incorrect or correct questions,
 * a retake (a new attempt) and the way back to the course.
 */
export default function QuizResultPage() {
  const { t } = useTranslation();
  const kind = useCourseKind();
  const navigate = useNavigate();
  const isStudent = useSession().user?.role === 'student';
  const [params] = useSearchParams();
  const courseId = idFrom(params.get('courseId'));
  const quizId = idFrom(params.get('quizId'));
  const query = useQuizResult(quizId);
  const take = useTakeSection();

  if (courseId === null || quizId === null)
    return <CourseMissing kind={kind} message={t('courses.quiz.missing')} />;
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    if (query.error instanceof ApiError && [404, 409].includes(query.error.status)) {
      return <CourseMissing kind={kind} message={t('courses.quiz.missing')} />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  const result = query.data;
  const sectionId = result.sectionId;
  // A diagnostic's attempt has no section: it is read on /diagnostics/result, not here.
  if (sectionId === null) return <CourseMissing kind={kind} message={t('courses.quiz.missing')} />;
  const retake = () =>
    take.mutate(sectionId, {
      onSuccess: ({ quizId: next }) => {
        if (next) void navigate(quizPath(kind, courseId, sectionId, next));
      },
    });

  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to={takeCoursePath(kind, courseId, sectionId)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('courses.quiz.backToCourse')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('courses.quiz.resultHeading', { title: result.sectionTitle })}
      </Title>
      {result.timeLimitReached && (
        <Alert
          color="orange"
          icon={<IconClock size={18} />}
          title={t('courses.quizTiming.reachedTitle')}
          data-testid="quiz-time-reached"
        >
          {t('courses.quizTiming.reached')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between">
          <ScoreRing result={result} />
          <Group gap="xs">
            <Button component={Link} to={takeCoursePath(kind, courseId, sectionId)} variant="default">
              {t('courses.quiz.backToCourse')}
            </Button>
            {isStudent && (
              <Button
                leftSection={<IconRefresh size={16} />}
                loading={take.isPending}
                onClick={retake}
                data-testid="retake-quiz"
              >
                {t('courses.quiz.retake')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      {result.passed !== null && result.passMarkPercent !== null && (
        <PassMarkVerdict passed={result.passed} passMarkPercent={result.passMarkPercent} />
      )}
      <ResultQuestions result={result} />
    </Stack>
  );
}
