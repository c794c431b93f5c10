import { Anchor, Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { AskTutorButton } from '../../ai-chat/components/AskTutorButton.tsx';
import { useCourse } from '../../courses/api.ts';
import { CourseMissing } from '../../courses/components/CourseMissing.tsx';
import { CourseOutline } from '../../courses/components/CourseOutline.tsx';
import { CourseThumbnail } from '../../courses/components/CourseThumbnail.tsx';
import { CourseTutor } from '../../courses/components/CourseTutor.tsx';
import { type CourseKind, courseTypeLabelKey, kindOfCourseType } from '../../courses/course-kind.ts';
import { LEARNING_PATHS, takeCoursePath, tutorCoursesPath } from '../../courses/paths.ts';
import { useCourseKind } from '../../courses/use-course-kind.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { TutorRating } from '../../tutor-search/components/TutorRating.tsx';
import { CourseReviews } from '../components/CourseReviews.tsx';
import { LearnButton } from '../components/LearnButton.tsx';
import { Paragraphs } from '../components/Paragraphs.tsx';
import { PublicCourseDetails } from '../components/PublicCourseDetails.tsx';
import { ShareCourse } from '../components/ShareCourse.tsx';
import { SubscribePrompt } from '../components/SubscribePrompt.tsx';

/**
 * `/courses/search-courses/details?courseId=` (and the skills' one), the page a shared link opens: a signed-out
 * visitor gets the course's public page, a signed-in user the course with their enrolment.
 */
export default function CourseDetailsPage() {
  const { t } = useTranslation();
  const pageKind = useCourseKind();
  const [params] = useSearchParams();
  const courseId = idFrom(params.get('courseId'));
  const signedIn = useSession().isAuthenticated;
  if (courseId === null) return <CourseMissing kind={pageKind} message={t('courses.details.missingId')} />;
  if (!signedIn) return <PublicCourseDetails kind={pageKind} courseId={courseId} />;
  return <SignedInCourseDetails pageKind={pageKind} courseId={courseId} />;
}

/**
 * What the course is, who wrote it, its outline with the trial's locks, the way to start or continue it, its
 * reviews and a link to share it.
 */
function SignedInCourseDetails({ pageKind, courseId }: { pageKind: CourseKind; courseId: number }) {
  const { t } = useTranslation();
  const isStudent = useSession().user?.role === 'student';
  const query = useCourse(courseId);

  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <CourseMissing kind={pageKind} message={t('courses.details.notFound')} />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  const course = query.data;
  const kind = kindOfCourseType(course.courseType);
  const hasLocked = course.chapters.some((chapter) => chapter.sections.some((section) => section.isLocked));
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={LEARNING_PATHS[kind].search} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t(`courses.kinds.${kind}.back`)}
        </Group>
      </Anchor>
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
            <Group gap="lg">
              <CourseTutor tutor={course.tutor} size="md" />
              <Anchor component={Link} to={tutorCoursesPath(kind, course.tutor.id)} size="sm">
                {t(`courses.kinds.${kind}.moreByTutor`)}
              </Anchor>
            </Group>
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
            <Group gap="sm" align="flex-start">
              {isStudent && <LearnButton course={course} />}
              <AskTutorButton courseId={course.id} />
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('courses.details.about')}
              </Title>
              <Paragraphs text={course.description} testId="course-description" />
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t('courses.details.content')}
              </Title>
              <CourseOutline
                chapters={course.chapters}
                linkOf={(section) => (isStudent ? takeCoursePath(kind, course.id, section.id) : null)}
              />
            </Paper>
            <CourseReviews course={course} canReview={isStudent && course.subscribe !== null} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {isStudent && hasLocked && (
              <SubscribePrompt kind={kind} planMetas={course.planMetas} chapters={course.chapters} />
            )}
            <ShareCourse kind={kind} courseId={course.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
