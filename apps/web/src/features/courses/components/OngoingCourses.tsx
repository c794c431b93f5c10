import {
  Anchor,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCourses } from '../api.ts';
import { kindOfCourseType } from '../course-kind.ts';
import { LEARNING_PATHS, takeCoursePath } from '../paths.ts';
import { CourseThumbnail } from './CourseThumbnail.tsx';

const SHOWN = 3;

/**
 * On the student's home: the courses and skills under way, each opening where they stopped. Nothing at all
 * while loading, on failure or when none is under way: the home page has other ways into the catalogue.
 */
export function OngoingCourses() {
  const { t } = useTranslation();
  const courses = useMyCourses(null, 'ongoing', 1);
  const items = courses.data?.items.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="home-ongoing-courses">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('courses.home.title')}
        </Title>
        <Anchor component={Link} to={LEARNING_PATHS.course.mine} size="sm">
          {t('courses.home.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {items.map((course) => (
          <UnstyledButton
            key={course.id}
            component={Link}
            to={takeCoursePath(kindOfCourseType(course.courseType), course.id)}
          >
            <Paper withBorder radius="md" h="100%" style={{ overflow: 'hidden' }}>
              <CourseThumbnail src={course.thumbnail} height={80} />
              <Stack gap={6} p="sm">
                <Text fw={600} size="sm" lineClamp={2}>
                  {course.title}
                </Text>
                <Progress value={course.subscribe?.progressPercent ?? 0} size="sm" aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('courses.progress.percent', { percent: course.subscribe?.progressPercent ?? 0 })}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
