import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { type SectionRef, useSection, useTakeSection } from '../api.ts';
import type { CourseKind } from '../course-kind.ts';
import { takeCoursePath } from '../paths.ts';
import { neighboursOf } from '../reading-order.ts';
import { CourseCompleted } from './CourseCompleted.tsx';
import { LessonBody } from './LessonBody.tsx';
import { LockedSection } from './LockedSection.tsx';
import { QuizSectionBody } from './QuizSectionBody.tsx';
import { SectionDownloads } from './SectionDownloads.tsx';
import { SectionVideoPlayer } from './SectionVideoPlayer.tsx';

function SectionBody({ kind, sectionRef }: { kind: CourseKind; sectionRef: SectionRef }) {
  const { t } = useTranslation();
  // A section the outline already shows locked is not asked for: the answer would be the same refusal.
  const section = useSection(sectionRef.isLocked ? null : sectionRef.id);
  const refused = section.error instanceof ApiError && section.error.status === 403;
  if (sectionRef.isLocked || refused) return <LockedSection kind={kind} />;
  if (section.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (section.isError) return <LoadFailed onRetry={() => void section.refetch()} />;
  if (section.data.type === 'quiz') return <QuizSectionBody kind={kind} section={section.data} />;
  const { description, attachments } = section.data;
  return (
    <Stack gap="md">
      {section.data.type === 'video' && (
        <SectionVideoPlayer sectionId={section.data.id} initial={section.data.video} />
      )}
      {description.trim() ? (
        <LessonBody html={description} testId="section-body" />
      ) : (
        attachments.length === 0 &&
        section.data.type !== 'video' && <Text c="dimmed">{t('courses.take.noText')}</Text>
      )}
      <SectionDownloads attachments={attachments} />
    </Stack>
  );
}

/**
 * One section of the reader: its body (or the trial's stop), previous and next, and "Mark as done" which takes
 * the section (`POST /sections/{id}/take`) and moves on, or says the course is completed after the last one.
 * A quiz section is done by submitting the quiz instead, so it has no "Mark as done", and "Next" is always there.
 */
export function SectionReader({
  kind,
  courseId,
  sectionRef,
  order,
  courseCompleted,
}: {
  kind: CourseKind;
  courseId: number;
  sectionRef: SectionRef;
  order: SectionRef[];
  /** The learner's enrolment is completed already (the message then stays on the last section). */
  courseCompleted: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const take = useTakeSection();
  const { previous, next } = neighboursOf(order, sectionRef.id);
  const completedNow = take.data?.statusValue === 'completed';
  const completed = completedNow || (courseCompleted && next === null);
  const position = order.findIndex((section) => section.id === sectionRef.id) + 1;
  const isQuiz = sectionRef.type === 'quiz';

  const markDone = () =>
    take.mutate(sectionRef.id, {
      onSuccess: (enrolment) => {
        if (enrolment.statusValue !== 'completed' && next)
          void navigate(takeCoursePath(kind, courseId, next.id));
      },
    });

  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('courses.take.position', { position, total: order.length })}
            </Text>
            <Title order={2} size="h3" data-testid="section-title">
              {sectionRef.title}
            </Title>
          </Stack>
          <SectionBody kind={kind} sectionRef={sectionRef} />
        </Stack>
      </Paper>
      {completed && <CourseCompleted kind={kind} courseId={courseId} />}
      <Group justify="space-between">
        {previous ? (
          <Button
            component={Link}
            to={takeCoursePath(kind, courseId, previous.id)}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            data-testid="section-previous"
          >
            {t('courses.take.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {!isQuiz && !sectionRef.isLocked && !sectionRef.isDone && !completedNow && (
            <Button
              leftSection={<IconCheck size={16} />}
              loading={take.isPending}
              onClick={markDone}
              data-testid="section-done"
            >
              {t(next ? 'courses.take.doneNext' : 'courses.take.done')}
            </Button>
          )}
          {next && (isQuiz || sectionRef.isDone || sectionRef.isLocked) && (
            <Button
              component={Link}
              to={takeCoursePath(kind, courseId, next.id)}
              rightSection={<IconArrowRight size={16} />}
              data-testid="section-next"
            >
              {t('courses.take.next')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
