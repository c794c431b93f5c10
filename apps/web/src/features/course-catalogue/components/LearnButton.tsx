import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Course, useStartCourse } from '../../courses/api.ts';
import { kindOfCourseType } from '../../courses/course-kind.ts';
import { takeCoursePath } from '../../courses/paths.ts';
import { readingOrder, sectionToOpen } from '../../courses/reading-order.ts';

/**
 * A student's way into the course: "Start course" enrols (`POST /courses/{id}/subscribe`) and opens the first
 * section; once started, the progress and "Continue" where they stopped.
 */
export function LearnButton({ course }: { course: Course }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartCourse();
  const kind = kindOfCourseType(course.courseType);
  const toOpen = sectionToOpen(readingOrder(course.chapters), course.latestViewedSection);
  const enrolment = course.subscribe;

  if (!enrolment) {
    return (
      <Button
        size="md"
        leftSection={<IconPlayerPlay size={18} />}
        loading={start.isPending}
        onClick={() =>
          start.mutate(course.id, {
            onSuccess: () => void navigate(takeCoursePath(kind, course.id, toOpen?.id)),
          })
        }
        data-testid="start-course"
      >
        {t(`courses.kinds.${kind}.start`)}
      </Button>
    );
  }
  return (
    <Stack gap="xs" maw={360}>
      <Group justify="space-between">
        <Text size="sm" data-testid="course-status">
          {t(`courses.status.${enrolment.statusValue}`)}
        </Text>
        <Text size="sm" fw={600} data-testid="course-progress">
          {t('courses.progress.percent', { percent: enrolment.progressPercent })}
        </Text>
      </Group>
      <Progress value={enrolment.progressPercent} aria-label={t('courses.progress.label')} />
      <Button
        component={Link}
        to={takeCoursePath(kind, course.id, toOpen?.id)}
        leftSection={<IconPlayerPlay size={18} />}
        data-testid="continue-course"
      >
        {t(enrolment.statusValue === 'completed' ? 'courses.actions.open' : 'courses.actions.continue')}
      </Button>
    </Stack>
  );
}
