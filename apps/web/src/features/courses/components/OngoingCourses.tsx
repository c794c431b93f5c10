import {
  Anchor,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCourses } from '../api.ts';
import { kindOfCourseType } from '../course-kind.ts';
import { LEARNING_PATHS, takeCoursePath } from '../paths.ts';
import { CourseThumbnail } from './CourseThumbnail.tsx';

const SHOWN = 3;
const PLACEHOLDER_KEYS = Array.from({ length: SHOWN }, (_, index) => `placeholder-${index}`);

const THUMBNAIL_HEIGHT = 80;
// Three columns on every screen and a title kept to two lines: the section's height does not depend on how many
// courses there are or how long their titles are, so the placeholder below has the same size.
const COLUMNS = { base: 3 } as const;
const TITLE_LINES = 2;
const titleStyle = { minHeight: `calc(${TITLE_LINES}em * var(--text-lh))` };

/** The section's heading, the same while the courses load and once they are there. */
function SectionTitle() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Title order={2} size="h4">
        {t('courses.home.title')}
      </Title>
      <Anchor component={Link} to={LEARNING_PATHS.course.mine} size="sm">
        {t('courses.home.all')}
      </Anchor>
    </Group>
  );
}

/** A course card's placeholder while the courses load: the card's size, so the section keeps its height. */
function CoursePlaceholder() {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Skeleton height={THUMBNAIL_HEIGHT} radius={0} />
      <Stack gap={6} p="sm">
        <Text fw={600} size="sm" style={titleStyle}>
          <Skeleton component="span" display="block" height="1em" />
        </Text>
        <Progress value={0} size="sm" aria-hidden />
        <Text size="xs">{'\u00a0'}</Text>
      </Stack>
    </Paper>
  );
}

/**
 * On the student's home: the courses and skills under way, each opening where they stopped, with a placeholder
 * of the same size while they load. Nothing on failure or when none is under way: the home page has other ways
 * into the catalogue.
 */
export function OngoingCourses() {
  const { t } = useTranslation();
  const courses = useMyCourses(null, 'ongoing', 1);
  // React Query's answers are urgent updates, drawn in one go: the home page's four arrived together and blocked
  // a phone's main thread for a few hundred milliseconds. Drawn from a deferred copy instead, in slices.
  const data = useDeferredValue(courses.data);
  if (courses.isError && !data) return null;
  const items = data?.items.slice(0, SHOWN);
  if (items?.length === 0) return null;
  // The heading and the grid stay as the courses arrive; only the cards change.
  return (
    <Stack
      gap="sm"
      aria-busy={!items || undefined}
      data-testid={items ? 'home-ongoing-courses' : 'home-ongoing-courses-loading'}
    >
      <SectionTitle />
      <SimpleGrid cols={COLUMNS} spacing="sm">
        {items
          ? items.map((course) => (
              <UnstyledButton
                key={course.id}
                component={Link}
                to={takeCoursePath(kindOfCourseType(course.courseType), course.id)}
              >
                <Paper withBorder radius="md" h="100%" style={{ overflow: 'hidden' }}>
                  <CourseThumbnail src={course.thumbnail} height={THUMBNAIL_HEIGHT} />
                  <Stack gap={6} p="sm">
                    <Text fw={600} size="sm" lineClamp={TITLE_LINES} style={titleStyle}>
                      {course.title}
                    </Text>
                    <Progress value={course.subscribe?.progressPercent ?? 0} size="sm" aria-hidden />
                    <Text size="xs" c="dimmed">
                      {t('courses.progress.percent', { percent: course.subscribe?.progressPercent ?? 0 })}
                    </Text>
                  </Stack>
                </Paper>
              </UnstyledButton>
            ))
          : PLACEHOLDER_KEYS.map((key) => <CoursePlaceholder key={key} />)}
      </SimpleGrid>
    </Stack>
  );
}
