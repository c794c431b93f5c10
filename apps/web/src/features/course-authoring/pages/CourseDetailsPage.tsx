import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEdit, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inReadingOrder } from '../../course-content/reorder.ts';
import type { AuthoredCourse } from '../api.ts';
import { ApprovalLogTimeline } from '../components/ApprovalLogTimeline.tsx';
import { ApprovalStateBadge } from '../components/ApprovalStateBadge.tsx';
import { CourseGate } from '../components/CourseGate.tsx';
import { CourseStats } from '../components/CourseStats.tsx';
import { LearnersProgress } from '../components/LearnersProgress.tsx';
import { useCourseKind } from '../hooks/use-course-kind.ts';
import { authoringPath, coursePagePath, listPageOf } from '../paths.ts';

/** Chapters and their sections, in reading order. */
function Outline({ course }: { course: AuthoredCourse }) {
  const { t } = useTranslation();
  const chapters = inReadingOrder(course.chapters);
  if (chapters.length === 0) return <Text c="dimmed">{t('courseAuthoring.preview.noContent')}</Text>;
  return (
    <Stack gap="sm" data-testid="course-outline">
      {chapters.map((chapter, index) => (
        <Stack key={chapter.id} gap={4}>
          <Text fw={600}>
            {t('courseAuthoring.preview.chapter', { number: index + 1, title: chapter.title })}
          </Text>
          <List size="sm" spacing={2} withPadding>
            {inReadingOrder(chapter.sections).map((section) => (
              <List.Item key={section.id}>
                {section.title}{' '}
                <Badge size="xs" variant="light" color="gray">
                  {t(`courseAuthoring.sectionTypes.${section.type}`)}
                </Badge>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}

function Details({ course }: { course: AuthoredCourse }) {
  const { t } = useTranslation();
  const { kind } = useCourseKind();
  const subject = course.subject
    ? [course.subject.title, course.subject.schoolYear?.title].filter(Boolean).join(' · ')
    : null;
  const tenants = course.subdomains.map((subdomain) => subdomain.title).join(', ');
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={authoringPath(kind, listPageOf(course.approvalState))} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t(`courseAuthoring.kinds.${kind}.backToList`)}
        </Group>
      </Anchor>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Image src={course.thumbnail} alt="" w={160} h={110} radius="md" fit="cover" bg="gray.1" />
        <Stack gap={6} style={{ flex: 1 }}>
          <Group gap="xs">
            <Title order={1} size="h2" data-testid="details-title">
              {course.title}
            </Title>
            <ApprovalStateBadge state={course.approvalState} />
          </Group>
          <Text size="sm" c="dimmed">
            {[t(`courseAuthoring.typeLabels.${course.courseType}`), subject].filter(Boolean).join(' · ')}
            {course.isFree && ` · ${t('courseAuthoring.card.free')}`}
          </Text>
          <Text size="sm" c="dimmed">
            {tenants
              ? t('courseAuthoring.details.tenants', { list: tenants })
              : t('courseAuthoring.details.everywhere')}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              component={Link}
              to={coursePagePath(kind, 'info', course.id)}
              leftSection={<IconEdit size={16} />}
              variant="light"
            >
              {t('courseAuthoring.actions.edit')}
            </Button>
            <Button
              component={Link}
              to={coursePagePath(kind, 'release', course.id)}
              leftSection={<IconEye size={16} />}
              variant="subtle"
            >
              {t('courseAuthoring.actions.preview')}
            </Button>
          </Group>
        </Stack>
      </Group>
      {course.approvalState === 'approved' && (
        <Text size="sm" c="dimmed">
          {t(`courseAuthoring.kinds.${kind}.approvedNotice`)}
        </Text>
      )}
      <CourseStats course={course} />
      <LearnersProgress courseId={course.id} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('courseAuthoring.details.about')}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {course.description}
            </Text>
            <Title order={2} size="h4">
              {t('courseAuthoring.preview.contents')}
            </Title>
            <Outline course={course} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('courseAuthoring.details.history')}
            </Title>
            <ApprovalLogTimeline courseId={course.id} />
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** `/courses/approved/details?courseId=` (and skills): the author's view of one course, its numbers and history. */
export default function CourseDetailsPage() {
  return <CourseGate>{(course) => <Details course={course} />}</CourseGate>;
}
