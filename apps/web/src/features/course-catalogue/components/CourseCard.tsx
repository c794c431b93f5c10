import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '../../courses/api.ts';
import { CourseThumbnail } from '../../courses/components/CourseThumbnail.tsx';
import { CourseTutor } from '../../courses/components/CourseTutor.tsx';
import { kindOfCourseType } from '../../courses/course-kind.ts';
import { courseDetailsPath } from '../../courses/paths.ts';
import { TutorRating } from '../../tutor-search/components/TutorRating.tsx';

/** One course in the search results: picture, title, teaser, tutor, rating, learners, free or not. */
export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="course-card">
      <Card.Section pos="relative">
        <CourseThumbnail src={course.thumbnail} />
        {course.isFree && (
          <Badge color="teal" pos="absolute" top={10} right={10} data-testid="course-free">
            {t('courses.card.free')}
          </Badge>
        )}
      </Card.Section>
      <Stack gap="xs" mt="md" h="100%">
        <Text fw={700} size="lg" lineClamp={2} data-testid="course-title">
          {course.title}
        </Text>
        {course.subject && (
          <Text size="xs" c="dimmed">
            {course.subject.title}
            {course.subject.schoolYear ? ` · ${course.subject.schoolYear.title}` : ''}
          </Text>
        )}
        <Text size="sm" c="dimmed" lineClamp={2}>
          {course.clue}
        </Text>
        <CourseTutor tutor={course.tutor} />
        <Group justify="space-between" mt="auto">
          <TutorRating rate={course.rate} count={course.rateCount} />
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm" data-testid="course-enrols">
              {t('courses.card.enrols', { count: course.enrolsCount })}
            </Text>
          </Group>
        </Group>
        <Button
          component={Link}
          to={courseDetailsPath(kindOfCourseType(course.courseType), course.id)}
          variant="light"
          fullWidth
        >
          {t('courses.card.open')}
        </Button>
      </Stack>
    </Card>
  );
}
