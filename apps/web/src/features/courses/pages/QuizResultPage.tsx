import {
  Anchor,
  Button,
  Group,
  Paper,
  RingProgress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import {
  answerColour,
  filterQuestions,
  QUESTION_FILTERS,
  type QuestionFilter,
} from '../../../ui/quiz/quiz-answers.ts';
import { ResultQuestionCard } from '../../../ui/quiz/ResultQuestionCard.tsx';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useQuizResult, useTakeSection } from '../api.ts';
import { CourseMissing } from '../components/CourseMissing.tsx';
import { quizPath, takeCoursePath } from '../paths.ts';
import { useCourseKind } from '../use-course-kind.ts';

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
  const [filter, setFilter] = useState<QuestionFilter>('ALL');

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
  const shown = filterQuestions(result.questions, filter);
  const retake = () =>
    take.mutate(sectionId, {
      onSuccess: ({ quizId: next }) => {
        if (next) void navigate(quizPath(kind, courseId, sectionId, next));
      },
    });
  // The ring takes the colour of an answer that scored as much: green only for full marks.
  const colour = answerColour(result.scorePercent / 100);

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
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between">
          <Group gap="md">
            <RingProgress
              size={96}
              thickness={9}
              roundCaps
              sections={[{ value: result.scorePercent, color: colour }]}
              label={
                <Text ta="center" fw={700} size="lg" data-testid="quiz-score">
                  {result.scorePercent}%
                </Text>
              }
            />
            <Text size="sm" c="dimmed">
              {t('courses.quiz.points', { raw: result.scoreRaw, total: result.questions.length })}
            </Text>
          </Group>
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
      <SegmentedControl
        aria-label={t('courses.quiz.filterLabel')}
        data={QUESTION_FILTERS.map((value) => ({ value, label: t(`courses.quiz.filter.${value}`) }))}
        value={filter}
        onChange={(value) => setFilter(value as QuestionFilter)}
        data-testid="result-filter"
      />
      {shown.length === 0 && <Text c="dimmed">{t('courses.quiz.noneInFilter')}</Text>}
      {shown.map((question) => (
        <ResultQuestionCard
          key={question.id}
          question={question}
          number={result.questions.indexOf(question) + 1}
        />
      ))}
    </Stack>
  );
}
