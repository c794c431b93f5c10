import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Section, useTakeSection } from '../../courses/api.ts';
import type { CourseKind } from '../../courses/course-kind.ts';
import { quizPath, quizResultPath } from '../../courses/paths.ts';
import { LessonBody } from './LessonBody.tsx';

/**
 * A quiz section in the reader: its introduction, how many questions, the learner's past attempts (each
 * opening its result), and "Start quiz" (or continue the open attempt), which takes the section for an attempt.
 */
export function QuizSectionBody({ kind, section }: { kind: CourseKind; section: Section }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const take = useTakeSection();
  const open = section.quizzes.find((quiz) => quiz.finishedAt === null);
  const finished = section.quizzes.filter((quiz) => quiz.finishedAt !== null);
  const timeLimit = section.quizSettings?.timeLimitMinutes ?? null;

  const start = () =>
    take.mutate(section.id, {
      onSuccess: ({ quizId }) => {
        if (quizId) void navigate(quizPath(kind, section.courseId, section.id, quizId));
      },
    });

  return (
    <Stack gap="md" data-testid="quiz-section">
      {section.description.trim() && <LessonBody html={section.description} testId="section-body" />}
      {section.questions.length === 0 ? (
        <Text c="dimmed">{t('courses.quiz.noQuestions')}</Text>
      ) : (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('courses.quiz.questionsCount', { count: section.questions.length })}
            {timeLimit !== null && (
              <span data-testid="quiz-time-limit">
                {' · '}
                {t('courses.quizTiming.limit', { count: timeLimit })}
              </span>
            )}
          </Text>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={take.isPending}
            onClick={start}
            data-testid="start-quiz"
          >
            {t(open ? 'courses.quiz.resume' : finished.length ? 'courses.quiz.retake' : 'courses.quiz.start')}
          </Button>
        </Group>
      )}
      {finished.length > 0 && (
        <Stack gap={4} data-testid="quiz-attempts">
          <Text size="sm" fw={600}>
            {t('courses.quiz.attempts')}
          </Text>
          {finished.map((quiz) => (
            <Group key={quiz.id} gap="sm">
              <Text size="sm">
                {t('courses.quiz.attempt', {
                  percent: quiz.scorePercent,
                  date: new Date(quiz.finishedAt ?? quiz.startedAt).toLocaleDateString(),
                })}
              </Text>
              <Anchor component={Link} to={quizResultPath(kind, section.courseId, quiz.id)} size="sm">
                {t('courses.quiz.seeResult')}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
