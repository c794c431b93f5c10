import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../ui/format.ts';
import { useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { TutorRating } from '../../tutor-search/components/TutorRating.tsx';
import { useMyCourses } from '../api.ts';
import { AuthoringHeader } from '../components/AuthoringHeader.tsx';
import { CourseCard } from '../components/CourseCard.tsx';
import { CourseList } from '../components/CourseList.tsx';
import { useCourseKind } from '../hooks/use-course-kind.ts';
import { coursePagePath } from '../paths.ts';

const APPROVED = ['approved'] as const;

/** `/courses/approved` (and `/skills/approved`): the tutor's published courses with learners, rating and earnings. */
export default function ApprovedCoursesPage() {
  const { t } = useTranslation();
  const { kind, courseType } = useCourseKind();
  const { page, set } = useSearchParamsState();
  const courses = useMyCourses(courseType, APPROVED, page);
  return (
    <Stack gap="lg" maw={1100}>
      <AuthoringHeader current="approved">
        <CourseList
          query={courses}
          page={page}
          onPageChange={(next) => set({ page: next })}
          emptyText={t(`courseAuthoring.kinds.${kind}.emptyApproved`)}
          renderCourse={(course) => (
            <CourseCard key={course.id} course={course}>
              <Stack gap={6} mt="auto">
                <Group gap={6}>
                  <IconUsers size={16} aria-hidden />
                  <Text size="sm" data-testid="course-enrols">
                    {t('courseAuthoring.stats.learners', { count: course.enrolsCount })}
                  </Text>
                </Group>
                <TutorRating rate={course.rate} count={course.rateCount} />
                {course.totalEarned !== null && (
                  <Text size="sm" data-testid="course-earned">
                    {t('courseAuthoring.stats.earnedValue', { amount: formatMoney(course.totalEarned) })}
                  </Text>
                )}
                <Button component={Link} to={coursePagePath(kind, 'details', course.id)} variant="light">
                  {t('courseAuthoring.actions.viewDetails')}
                </Button>
              </Stack>
            </CourseCard>
          )}
        />
      </AuthoringHeader>
    </Stack>
  );
}
