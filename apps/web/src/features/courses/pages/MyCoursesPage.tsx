import { LEARNER_COURSE_STATUSES, type LearnerCourseStatus } from '@kru/contract';
import { Button, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import { useMyCertificates } from '../../certificates/api.ts';
import { DownloadCertificateButton } from '../../certificates/components/DownloadCertificateButton.tsx';
import { useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { useChangeEnrolment, useMyCourses } from '../api.ts';
import { MyCourseCard } from '../components/MyCourseCard.tsx';
import type { CourseKind } from '../course-kind.ts';
import { type EnrolmentAction, tabFrom } from '../enrolment-actions.ts';
import { LEARNING_PATHS } from '../paths.ts';
import { useCourseKind } from '../use-course-kind.ts';

function MyCourseList({
  kind,
  status,
  page,
  onPage,
}: {
  kind: CourseKind;
  status: LearnerCourseStatus;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const courses = useMyCourses(kind, status, page);
  const change = useChangeEnrolment();
  // Certificates are earned by completing a course: asked for on the completed tab only.
  const certificates = useMyCertificates(status === 'completed');
  const certificateOf = (courseId: number) =>
    certificates.data?.find((certificate) => certificate.courseId === courseId);
  const [pending, setPending] = useState<{ courseId: number; action: EnrolmentAction } | null>(null);

  const act = (courseId: number, action: EnrolmentAction) => {
    setPending({ courseId, action });
    change.mutate(
      { courseId, action },
      {
        onSuccess: () => notify.success(t(`courses.actions.done.${action}`)),
        onSettled: () => setPending(null),
      },
    );
  };

  if (courses.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (courses.isError) return <LoadFailed onRetry={() => void courses.refetch()} />;
  const { items, pagination } = courses.data;
  if (items.length === 0) {
    return (
      <Stack align="center" py="xl" gap="sm" data-testid="my-courses-empty">
        <Text c="dimmed">{t(`courses.kinds.${kind}.emptyMine.${status}`)}</Text>
        {status === 'ongoing' && (
          <Button component={Link} to={LEARNING_PATHS[kind].search} variant="light">
            {t(`courses.kinds.${kind}.find`)}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="my-courses-list">
        {items.map((course) => (
          <MyCourseCard
            key={course.id}
            course={course}
            pendingAction={pending?.courseId === course.id ? pending.action : null}
            onAction={(action) => act(course.id, action)}
            certificate={
              certificateOf(course.id) && (
                <DownloadCertificateButton certificate={certificateOf(course.id)!} fullWidth />
              )
            }
          />
        ))}
      </SimpleGrid>
      <PageControls total={pagination.totalPages} page={page} onChange={onPage} />
    </Stack>
  );
}

/** `/courses/my-courses?tab=` (and `/skills/my-skills`): the student's courses, ongoing, completed or archived. */
export default function MyCoursesPage() {
  const { t } = useTranslation();
  const kind = useCourseKind();
  const { params, set, page } = useSearchParamsState();
  const status = tabFrom(params.get('tab'));
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(`courses.kinds.${kind}.myTitle`)}
        </Title>
        <Button
          component={Link}
          to={LEARNING_PATHS[kind].search}
          variant="light"
          leftSection={<IconSearch size={16} />}
          data-testid="to-course-search"
        >
          {t(`courses.kinds.${kind}.find`)}
        </Button>
      </Group>
      <Tabs
        value={status}
        onChange={(value) => set({ tab: value === 'ongoing' ? null : value })}
        keepMounted={false}
      >
        <Tabs.List>
          {LEARNER_COURSE_STATUSES.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(`courses.status.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LEARNER_COURSE_STATUSES.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <MyCourseList
              kind={kind}
              status={tab}
              page={page}
              onPage={(next) => set({ tab: params.get('tab'), page: next })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
