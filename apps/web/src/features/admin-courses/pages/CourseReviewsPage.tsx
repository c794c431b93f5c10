import { Anchor, Group, SegmentedControl, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { PagedTable } from '../../admin/components/PagedTable.tsx';
import { useListParams } from '../../admin/hooks/use-page-param.ts';
import { courseReviewPath } from '../../admin/paths.ts';
import { type ReviewCourse, useCourseReviews } from '../api.ts';
import { CourseKindBadge } from '../components/CourseBadges.tsx';
import { COURSE_REVIEW_TABS, courseKindFrom, courseStateFrom } from '../course-review.ts';

const ALL_KINDS = 'all';

function SubjectCell({ course }: { course: ReviewCourse }) {
  const { t } = useTranslation();
  if (!course.subject) {
    return (
      <Text span c="dimmed">
        {t('admin.courseReview.noSubject')}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">{course.subject.title}</Text>
      {course.subject.schoolYear && (
        <Text size="xs" c="dimmed">
          {course.subject.schoolYear.title}
        </Text>
      )}
    </>
  );
}

/** `/admin/course-reviews`: courses and skills by review state (the pending queue by default, oldest first). */
export default function CourseReviewsPage() {
  const { t } = useTranslation();
  const { params, set, page } = useListParams();
  const status = courseStateFrom(params.get('status'));
  const courseType = courseKindFrom(params.get('kind'));
  const reviews = useCourseReviews({ status, courseType, page });

  return (
    <Stack gap="lg" maw={1100}>
      <AdminPageHeader title={t('admin.courseReview.title')} description={t('admin.courseReview.intro')} />
      <Tabs value={status} onChange={(value) => set({ status: value === 'pending' ? null : value })}>
        <Group justify="space-between" align="flex-end" gap="md">
          <Tabs.List>
            {COURSE_REVIEW_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`course-review-tab-${tab}`}>
                {t(`admin.courseReview.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SegmentedControl
            aria-label={t('admin.courseReview.kindFilter')}
            value={courseType ?? ALL_KINDS}
            onChange={(value) => set({ kind: value === ALL_KINDS ? null : value })}
            data={[
              { value: ALL_KINDS, label: t('admin.courseReview.kinds.all') },
              { value: 'subject', label: t('admin.courseReview.kinds.subject') },
              { value: 'skill', label: t('admin.courseReview.kinds.skill') },
            ]}
            data-testid="course-kind-filter"
          />
        </Group>
        {/* The table is the tabs' panel: each tab controls it (aria-controls). */}
        <Tabs.Panel value={status} pt="lg">
          <PagedTable
            query={reviews}
            testId="course-reviews"
            emptyText={t(`admin.courseReview.empty.${status}`)}
            minWidth={720}
            head={
              <>
                <Table.Th>{t('admin.courseReview.columns.title')}</Table.Th>
                <Table.Th>{t('admin.courseReview.columns.kind')}</Table.Th>
                <Table.Th>{t('admin.courseReview.columns.tutor')}</Table.Th>
                <Table.Th>{t('admin.courseReview.columns.subject')}</Table.Th>
                <Table.Th>{t('admin.courseReview.columns.submitted')}</Table.Th>
              </>
            }
            renderRow={(course) => (
              <Table.Tr key={course.id} data-testid="course-review-row">
                <Table.Td>
                  <Anchor component={Link} to={courseReviewPath(course.id)} fw={600}>
                    {course.title}
                  </Anchor>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {course.clue}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <CourseKindBadge kind={course.courseType} />
                </Table.Td>
                <Table.Td>{course.tutor.fullName}</Table.Td>
                <Table.Td>
                  <SubjectCell course={course} />
                </Table.Td>
                <Table.Td>
                  {course.submittedAt ? (
                    formatDateTime(course.submittedAt)
                  ) : (
                    <Text span c="dimmed">
                      {t('admin.courseReview.notSubmitted')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
            page={page}
            onPageChange={(next) => set({ page: next })}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
