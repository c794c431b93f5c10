import { Anchor, Grid, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { AskTutorButton } from '../../ai-chat/components/AskTutorButton.tsx';
import { useCourse } from '../../courses/api.ts';
import { CourseMissing } from '../../courses/components/CourseMissing.tsx';
import { CourseOutline } from '../../courses/components/CourseOutline.tsx';
import { kindOfCourseType } from '../../courses/course-kind.ts';
import { courseDetailsPath, takeCoursePath } from '../../courses/paths.ts';
import { readingOrder, sectionToOpen } from '../../courses/reading-order.ts';
import { useCourseKind } from '../../courses/use-course-kind.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { SectionReader } from '../components/SectionReader.tsx';

/**
 * `/courses/take?courseId=&sectionId=` (and `/skills/take`): the reader. The outline at the side (ticks for what
 * is done, locks beyond the trial), the section in the middle; without `sectionId`, where the learner stopped.
 */
export default function TakeCoursePage() {
  const { t } = useTranslation();
  const pageKind = useCourseKind();
  const [params] = useSearchParams();
  const courseId = idFrom(params.get('courseId'));
  const requested = idFrom(params.get('sectionId'));
  const query = useCourse(courseId);

  if (courseId === null) return <CourseMissing kind={pageKind} message={t('courses.details.missingId')} />;
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <CourseMissing kind={pageKind} message={t('courses.details.notFound')} />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  const course = query.data;
  const kind = kindOfCourseType(course.courseType);
  const order = readingOrder(course.chapters);
  const current =
    requested === null
      ? sectionToOpen(order, course.latestViewedSection)
      : (order.find((section) => section.id === requested) ?? null);
  const progress = course.subscribe?.progressPercent ?? 0;

  return (
    <Stack gap="lg" maw={1200}>
      <Anchor component={Link} to={courseDetailsPath(kind, course.id)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t(`courses.kinds.${kind}.backToCourse`)}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2" data-testid="take-course-title">
          {course.title}
        </Title>
        <AskTutorButton courseId={course.id} />
      </Group>
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text size="sm">{t('courses.progress.label')}</Text>
                  <Text size="sm" fw={600} data-testid="take-progress">
                    {t('courses.progress.percent', { percent: progress })}
                  </Text>
                </Group>
                <Progress value={progress} aria-label={t('courses.progress.label')} />
              </Stack>
              <CourseOutline
                chapters={course.chapters}
                currentId={current?.id ?? null}
                linkOf={(section) => takeCoursePath(kind, course.id, section.id)}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          {current ? (
            <SectionReader
              key={current.id}
              kind={kind}
              courseId={course.id}
              sectionRef={current}
              order={order}
              courseCompleted={course.subscribe?.statusValue === 'completed'}
            />
          ) : (
            <Text c="dimmed" data-testid="section-not-found">
              {t(order.length === 0 ? 'courses.outline.empty' : 'courses.take.sectionNotFound')}
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
