import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import { useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { useMyCourses } from '../api.ts';
import { AuthoringHeader } from '../components/AuthoringHeader.tsx';
import { CourseCard } from '../components/CourseCard.tsx';
import { CourseList } from '../components/CourseList.tsx';
import { useCourseKind } from '../hooks/use-course-kind.ts';
import { coursePagePath } from '../paths.ts';

const PENDING = ['pending'] as const;

/** `/courses/under-review` (and `/skills/under-review`): what waits for the admin team, read-only meanwhile. */
export default function UnderReviewCoursesPage() {
  const { t } = useTranslation();
  const { kind, courseType } = useCourseKind();
  const { page, set } = useSearchParamsState();
  const courses = useMyCourses(courseType, PENDING, page);
  return (
    <Stack gap="lg" maw={1100}>
      <AuthoringHeader current="underReview">
        <Text size="sm" c="dimmed">
          {t(`courseAuthoring.kinds.${kind}.underReviewIntro`)}
        </Text>
        <CourseList
          query={courses}
          page={page}
          onPageChange={(next) => set({ page: next })}
          emptyText={t(`courseAuthoring.kinds.${kind}.emptyUnderReview`)}
          renderCourse={(course) => (
            <CourseCard key={course.id} course={course}>
              {course.submittedAt && (
                <Text size="sm" data-testid="course-submitted">
                  {t('courseAuthoring.card.submitted', { date: formatDateTime(course.submittedAt) })}
                </Text>
              )}
              <Button
                component={Link}
                to={coursePagePath(kind, 'release', course.id)}
                variant="light"
                mt="auto"
              >
                {t('courseAuthoring.actions.viewSubmitted')}
              </Button>
            </CourseCard>
          )}
        />
      </AuthoringHeader>
    </Stack>
  );
}
