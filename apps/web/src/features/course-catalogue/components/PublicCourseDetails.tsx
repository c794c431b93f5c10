import { Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { usePublicCourse } from '../../courses/api.ts';
import { CourseMissing } from '../../courses/components/CourseMissing.tsx';
import { CourseOutline } from '../../courses/components/CourseOutline.tsx';
import { CourseThumbnail } from '../../courses/components/CourseThumbnail.tsx';
import { CourseTutor } from '../../courses/components/CourseTutor.tsx';
import type { CourseKind } from '../../courses/course-kind.ts';
import { courseTypeLabelKey } from '../../courses/course-kind.ts';
import { TutorRating } from '../../tutor-search/components/TutorRating.tsx';
import { JoinCourseCard } from './JoinCourseCard.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import { PublicReviews } from './PublicReviews.tsx';

/**
 * A course's public page for a signed-out visitor (what a shared link or QR code opens): the cover, what the course
 * is and who wrote it, its chapters and section titles, its rating and latest reviews, and the way to sign up
 * and come back here.
 */
export function PublicCourseDetails({ kind, courseId }: { kind: CourseKind; courseId: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const query = usePublicCourse(courseId);

  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <CourseMissing kind={kind} message={t('courses.details.notFound')} />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  const course = query.data;
  return (
    <Stack gap="lg" maw={1100} data-testid="public-course">
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <CourseThumbnail src={course.thumbnail} height={200} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light">{t(courseTypeLabelKey(course.courseType))}</Badge>
              {course.isFree && (
                <Badge color="teal" data-testid="course-free">
                  {t('courses.card.free')}
                </Badge>
              )}
              {course.subject && (
                <Badge variant="outline" tt="none">
                  {course.subject.title}
                  {course.subject.schoolYear ? ` · ${course.subject.schoolYear.title}` : ''}
                </Badge>
              )}
            </Group>
            <Title order={1} size="h2" data-testid="course-details-title">
              {course.title}
            </Title>
            <CourseTutor tutor={course.tutor} size="md" />
            <Group gap="lg">
              <TutorRating rate={course.rate} count={course.rateCount} />
              <Group gap={4}>
                <IconUsers size={16} aria-hidden />
                <Text size="sm">{t('courses.card.enrols', { count: course.enrolsCount })}</Text>
              </Group>
              <Text size="sm">
                {t('courses.details.size', {
                  chapters: t('courses.details.chapters', { count: course.chaptersCount }),
                  sections: t('courses.details.sections', { count: course.sectionsCount }),
                })}
              </Text>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      {/* On a phone the way in comes right after the heading, before the long outline. */}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('courses.details.about')}
              </Title>
              <Paragraphs text={course.description} testId="course-description" />
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb={4}>
                {t('courses.details.content')}
              </Title>
              <Text size="xs" c="dimmed" mb="sm">
                {t('publicCourse.outlineHint')}
              </Text>
              <CourseOutline chapters={course.chapters} />
            </Paper>
            <PublicReviews course={course} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <JoinCourseCard course={course} returnTo={`${pathname}${search}`} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
