import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import { TutorRating } from '../../tutor-search/components/TutorRating.tsx';
import type { AuthoredCourse } from '../api.ts';

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text component="div" fw={700} size="lg" data-testid={testId}>
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Learners, rating, earnings and size of the course. */
export function CourseStats({ course }: { course: AuthoredCourse }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Stat label={t('courseAuthoring.stats.learnersLabel')} testId="stat-enrols">
        {course.enrolsCount}
      </Stat>
      <Stat label={t('courseAuthoring.stats.rating')} testId="stat-rating">
        <TutorRating rate={course.rate} count={course.rateCount} />
      </Stat>
      <Stat label={t('courseAuthoring.stats.earned')} testId="stat-earned">
        {formatMoney(course.totalEarned ?? 0)}
      </Stat>
      <Stat label={t('courseAuthoring.stats.content')} testId="stat-content">
        {t('courseAuthoring.card.content', {
          chapters: t('courseAuthoring.card.chapters', { count: course.chaptersCount }),
          sections: t('courseAuthoring.card.sections', { count: course.sectionsCount }),
        })}
      </Stat>
    </SimpleGrid>
  );
}
