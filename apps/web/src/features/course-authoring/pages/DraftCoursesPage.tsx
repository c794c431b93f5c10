import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import { useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { useMyCourses } from '../api.ts';
import { AuthoringHeader } from '../components/AuthoringHeader.tsx';
import { CourseCard } from '../components/CourseCard.tsx';
import { CourseList } from '../components/CourseList.tsx';
import { RejectionFeedback } from '../components/RejectionFeedback.tsx';
import { useCourseKind } from '../hooks/use-course-kind.ts';
import { useConfirmDeleteCourse } from '../hooks/use-delete-course.ts';
import { coursePagePath } from '../paths.ts';

const DRAFTS = ['draft', 'rejected'] as const;

/** `/courses/drafts` (and `/skills/drafts`): courses being written and rejected ones with the reviewer's reason. */
export default function DraftCoursesPage() {
  const { t } = useTranslation();
  const { kind, courseType } = useCourseKind();
  const { page, set } = useSearchParamsState();
  const courses = useMyCourses(courseType, DRAFTS, page);
  const deletion = useConfirmDeleteCourse();
  return (
    <Stack gap="lg" maw={1100}>
      <AuthoringHeader current="drafts">
        <CourseList
          query={courses}
          page={page}
          onPageChange={(next) => set({ page: next })}
          emptyText={t(`courseAuthoring.kinds.${kind}.emptyDrafts`)}
          renderCourse={(course) => (
            <CourseCard key={course.id} course={course}>
              <RejectionFeedback course={course} />
              <Text size="xs" c="dimmed">
                {t('courseAuthoring.card.created', { date: formatDateTime(course.createdAt) })}
              </Text>
              <Group gap="xs" mt="auto">
                <Button
                  component={Link}
                  to={coursePagePath(kind, 'info', course.id)}
                  variant="light"
                  data-testid="edit-course"
                >
                  {t('courseAuthoring.actions.edit')}
                </Button>
                <Button component={Link} to={coursePagePath(kind, 'release', course.id)} variant="subtle">
                  {t('courseAuthoring.actions.preview')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => deletion.confirm(course)}
                  loading={deletion.deletingId === course.id}
                  data-testid="delete-course"
                >
                  {t('courseAuthoring.actions.delete')}
                </Button>
              </Group>
            </CourseCard>
          )}
        />
      </AuthoringHeader>
    </Stack>
  );
}
