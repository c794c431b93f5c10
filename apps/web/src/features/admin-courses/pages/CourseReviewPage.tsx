import { Alert, Avatar, Badge, Group, Image, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { AuditHistory } from '../../admin/components/AuditHistory.tsx';
import { type Field, FieldGrid } from '../../admin/components/FieldGrid.tsx';
import { LoadFailed } from '../../admin/components/LoadFailed.tsx';
import { Section } from '../../admin/components/Section.tsx';
import { idFrom } from '../../admin/hooks/use-page-param.ts';
import { ADMIN_PATHS } from '../../admin/paths.ts';
import { type ReviewCourse, useCourseReview } from '../api.ts';
import { CourseKindBadge, CourseStateBadge } from '../components/CourseBadges.tsx';
import { CourseChapters } from '../components/CourseChapters.tsx';
import { CourseDecision, CourseStateNotice } from '../components/CourseDecision.tsx';
import { approvalLogEntries, chaptersToRead } from '../course-review.ts';

function courseFields(course: ReviewCourse, t: TFunction): Field[] {
  const label = (key: string) => t(`admin.courseReview.fields.${key}`);
  const { subject } = course;
  return [
    { key: 'kind', label: label('kind'), value: <CourseKindBadge kind={course.courseType} /> },
    {
      key: 'subject',
      label: label('subject'),
      value: subject && [subject.title, subject.schoolYear?.title].filter(Boolean).join(' · '),
    },
    {
      key: 'tutor',
      label: label('tutor'),
      value: (
        <Group gap="xs" wrap="nowrap" component="span">
          <Avatar src={course.tutor.avatar} size={24} radius="xl" alt="">
            {course.tutor.fullName.slice(0, 1).toUpperCase()}
          </Avatar>
          {course.tutor.fullName}
        </Group>
      ),
    },
    { key: 'state', label: label('state'), value: <CourseStateBadge state={course.approvalState} /> },
    {
      key: 'free',
      label: label('free'),
      value: t(course.isFree ? 'admin.common.yes' : 'admin.common.no'),
    },
    {
      key: 'submitted',
      label: label('submitted'),
      value: course.submittedAt && formatDateTime(course.submittedAt),
    },
    { key: 'created', label: label('created'), value: formatDateTime(course.createdAt) },
    { key: 'chapters', label: label('chapters'), value: course.chaptersCount },
    { key: 'sections', label: label('sections'), value: course.sectionsCount },
    { key: 'enrolments', label: label('enrolments'), value: course.enrolsCount },
    {
      key: 'rating',
      label: label('rating'),
      value: course.rateCount
        ? t('admin.courseReview.rating', { rate: course.rate.toFixed(1), count: course.rateCount })
        : t('admin.courseReview.noRating'),
    },
    { key: 'uid', label: label('uid'), value: course.uid },
  ];
}

/** The sites a course is limited to, or that it is offered everywhere. */
function Tenants({ course }: { course: ReviewCourse }) {
  const { t } = useTranslation();
  if (!course.subdomains.length) return <Text>{t('admin.courseReview.everywhere')}</Text>;
  return (
    <Stack gap="xs">
      <Text>{t('admin.courseReview.limitedTo')}</Text>
      <Group gap="xs">
        {course.subdomains.map((tenant) => (
          <Badge key={tenant.id} variant="light" size="lg" tt="none" data-testid="course-tenant">
            {tenant.title} · {tenant.url}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** `/admin/course-reviews/detail?courseId=`: every field, the sites, the content to read, the log, the decision. */
export default function CourseReviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = idFrom(params.get('courseId'));
  const review = useCourseReview(courseId);
  const crumbs = [{ label: t('admin.courseReview.title'), to: ADMIN_PATHS.courseReviews }];

  if (courseId === null) {
    return (
      <Stack gap="lg" maw={1100}>
        <AdminPageHeader title={t('admin.courseReview.detail.title')} crumbs={crumbs} />
        <Alert color="yellow" variant="light">
          {t('admin.courseReview.detail.noCourse')}
        </Alert>
      </Stack>
    );
  }
  if (review.isPending) return <CenteredLoader />;
  if (review.isError) {
    return (
      <Stack gap="lg" maw={1100}>
        <AdminPageHeader title={t('admin.courseReview.detail.title')} crumbs={crumbs} />
        <LoadFailed onRetry={() => void review.refetch()} />
      </Stack>
    );
  }

  const { course, sections, logs } = review.data;
  return (
    <Stack gap="lg" maw={1100} data-testid="course-review">
      <AdminPageHeader
        title={course.title}
        crumbs={crumbs}
        description={
          <Group gap="xs" component="span">
            <CourseStateBadge state={course.approvalState} />
            <Text span size="sm" c="dimmed">
              {course.submittedAt
                ? t('admin.courseReview.detail.submittedAt', { date: formatDateTime(course.submittedAt) })
                : t('admin.courseReview.notSubmitted')}
            </Text>
          </Group>
        }
        actions={<CourseDecision course={course} />}
      />
      <CourseStateNotice course={course} />
      <Section title={t('admin.courseReview.sections.details')}>
        {course.thumbnail ? (
          <Image
            src={course.thumbnail}
            alt={t('admin.courseReview.thumbnailAlt', { title: course.title })}
            radius="md"
            h={160}
            w={280}
            fit="cover"
          />
        ) : (
          <Text c="dimmed">{t('admin.courseReview.noThumbnail')}</Text>
        )}
        <FieldGrid fields={courseFields(course, t)} />
      </Section>
      <Section title={t('admin.courseReview.sections.description')}>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="course-description">
          {course.description}
        </Text>
      </Section>
      <Section title={t('admin.courseReview.sections.tenants')} testId="course-tenants">
        <Tenants course={course} />
      </Section>
      <Section title={t('admin.courseReview.sections.content')} testId="course-content">
        <CourseChapters chapters={chaptersToRead(course.chapters, sections)} />
      </Section>
      <Section title={t('admin.courseReview.sections.history')} testId="course-history">
        <AuditHistory entries={approvalLogEntries(logs)} />
      </Section>
    </Stack>
  );
}
