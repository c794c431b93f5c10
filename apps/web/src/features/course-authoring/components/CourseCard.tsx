import { Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredCourse } from '../api.ts';
import { ApprovalStateBadge } from './ApprovalStateBadge.tsx';

/** One of the tutor's courses in a list: cover, title, subject and state, then what the list adds. */
export function CourseCard({ course, children }: { course: AuthoredCourse; children?: ReactNode }) {
  const { t } = useTranslation();
  const subject = course.subject
    ? [course.subject.title, course.subject.schoolYear?.title].filter(Boolean).join(' · ')
    : null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="authored-course">
      <Card.Section>
        <Image src={course.thumbnail} alt="" h={140} fit="cover" bg="gray.1" />
      </Card.Section>
      <Stack gap="xs" mt="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2} data-testid="course-title">
            {course.title}
          </Text>
          <ApprovalStateBadge state={course.approvalState} />
        </Group>
        {subject && (
          <Text size="sm" c="dimmed">
            {subject}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('courseAuthoring.card.content', {
            chapters: t('courseAuthoring.card.chapters', { count: course.chaptersCount }),
            sections: t('courseAuthoring.card.sections', { count: course.sectionsCount }),
          })}
          {course.isFree && ` · ${t('courseAuthoring.card.free')}`}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
