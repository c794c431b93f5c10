import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCheck, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import type { Course } from '../api.ts';
import { kindOfCourseType } from '../course-kind.ts';
import { actionsFor, type EnrolmentAction } from '../enrolment-actions.ts';
import { courseDetailsPath, takeCoursePath } from '../paths.ts';
import { CourseThumbnail } from './CourseThumbnail.tsx';
import { CourseTutor } from './CourseTutor.tsx';

const ACTION_ICONS: Record<EnrolmentAction, ComponentType<{ size?: number }>> = {
  complete: IconCheck,
  archive: IconArchive,
  unarchive: IconArchiveOff,
  restart: IconRefresh,
};

/** One of the learner's courses: picture, title, tutor, progress, Continue and the actions of its state. */
export function MyCourseCard({
  course,
  pendingAction,
  onAction,
  certificate,
}: {
  course: Course;
  /** The course's certificate (its download), once earned. */
  certificate?: ReactNode;
  /** The action being sent for this course, if any. */
  pendingAction: EnrolmentAction | null;
  onAction: (action: EnrolmentAction) => void;
}) {
  const { t } = useTranslation();
  const kind = kindOfCourseType(course.courseType);
  const status = course.subscribe?.statusValue ?? 'ongoing';
  const progress = course.subscribe?.progressPercent ?? 0;
  // Starting again clears the learner's progress for good: confirmed first; the other actions can be undone.
  const act = (action: EnrolmentAction) => {
    if (action !== 'restart') return onAction(action);
    void dialogs.confirm({
      title: t('courses.actions.confirmRestart.title'),
      children: <Text size="sm">{t('courses.actions.confirmRestart.text', { title: course.title })}</Text>,
      labels: { confirm: t('courses.actions.restart'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'course-restart-confirm' },
      onConfirm: () => onAction(action),
    });
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="my-course" data-status={status}>
      {/* A larger target for the pointer; keyboards and screen readers take the title's link (the same place). */}
      <Card.Section component={Link} to={courseDetailsPath(kind, course.id)} tabIndex={-1} aria-hidden>
        <CourseThumbnail src={course.thumbnail} height={120} />
      </Card.Section>
      <Stack gap="xs" mt="md" h="100%">
        <Text
          fw={700}
          lineClamp={2}
          component={Link}
          to={courseDetailsPath(kind, course.id)}
          data-testid="course-title"
        >
          {course.title}
        </Text>
        <CourseTutor tutor={course.tutor} />
        <Stack gap={4} mt="auto">
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('courses.progress.label')}
            </Text>
            <Text size="xs" fw={600} data-testid="course-progress">
              {t('courses.progress.percent', { percent: progress })}
            </Text>
          </Group>
          <Progress value={progress} size="sm" aria-label={t('courses.progress.label')} />
        </Stack>
        <Button
          component={Link}
          to={takeCoursePath(kind, course.id)}
          leftSection={<IconPlayerPlay size={16} />}
          fullWidth
        >
          {t(status === 'completed' ? 'courses.actions.open' : 'courses.actions.continue')}
        </Button>
        {certificate}
        <Group gap="xs" justify="center">
          {actionsFor(status).map((action) => {
            const Icon = ACTION_ICONS[action];
            return (
              <Button
                key={action}
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<Icon size={14} />}
                loading={pendingAction === action}
                disabled={pendingAction !== null && pendingAction !== action}
                onClick={() => act(action)}
                data-testid={`course-${action}`}
              >
                {t(`courses.actions.${action}`)}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Card>
  );
}
