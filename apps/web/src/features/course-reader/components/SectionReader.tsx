import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { type SectionRef, useSection, useTakeSection } from '../../courses/api.ts';
import type { CourseKind } from '../../courses/course-kind.ts';
import { takeCoursePath } from '../../courses/paths.ts';
import { neighboursOf } from '../../courses/reading-order.ts';
import { useSectionKeys } from '../hooks/use-section-keys.ts';
import { useSectionProgress } from '../hooks/use-section-progress.ts';
import { useVideoTracking } from '../hooks/use-video-tracking.ts';
import { refusalOf } from '../refusal.ts';
import { CourseCompleted } from './CourseCompleted.tsx';
import { LockedSection } from './LockedSection.tsx';
import { RefusedSection } from './RefusedSection.tsx';
import { SectionContent } from './SectionContent.tsx';

function SectionBody({ kind, sectionRef }: { kind: CourseKind; sectionRef: SectionRef }) {
  const { t } = useTranslation();
  // A section the outline already shows locked is not asked for: the answer would be the same refusal.
  const section = useSection(sectionRef.isLocked ? null : sectionRef.id);
  // Progress follows the learner: read to the end, a file opened, 90% of the video played.
  const { tracking, markTaken } = useSectionProgress(sectionRef);
  const videoRef = useVideoTracking(sectionRef.id, tracking && sectionRef.type === 'video');
  const refusal = refusalOf(section.error);
  if (sectionRef.isLocked || refusal === 'locked') return <LockedSection kind={kind} />;
  if (refusal === 'refused' && section.error) return <RefusedSection message={section.error.message} />;
  if (section.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (section.isError) return <LoadFailed onRetry={() => void section.refetch()} />;
  return (
    <SectionContent mode="learn" kind={kind} section={section.data} tracking={{ videoRef, markTaken }} />
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
  const previousPath = previous ? takeCoursePath(kind, courseId, previous.id) : null;
  const nextPath = next ? takeCoursePath(kind, courseId, next.id) : null;
  useSectionKeys(previousPath, nextPath);

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
        {previousPath ? (
          <Button
            component={Link}
            to={previousPath}
            aria-keyshortcuts="ArrowLeft k"
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
          {nextPath && (
            <Button
              component={Link}
              to={nextPath}
              aria-keyshortcuts="ArrowRight j"
              rightSection={<IconArrowRight size={16} />}
              data-testid="section-next"
            >
              {t('courses.take.next')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" visibleFrom="sm" data-testid="section-keys-hint">
        {t('courseProgress.keysHint')}
      </Text>
    </Stack>
  );
}
