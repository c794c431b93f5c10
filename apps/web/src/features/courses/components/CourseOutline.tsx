import { NavLink, Stack, Text } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Chapter, SectionRef } from '../api.ts';
import { sortedOutline } from '../reading-order.ts';

function SectionIcon({ section }: { section: SectionRef }) {
  const { t } = useTranslation();
  if (section.isLocked) {
    return (
      <IconLock size={16} aria-label={t('courses.outline.locked')} color="var(--mantine-color-gray-6)" />
    );
  }
  if (section.isDone) {
    return (
      <IconCircleCheckFilled
        size={16}
        aria-label={t('courses.outline.done')}
        color="var(--mantine-color-teal-6)"
      />
    );
  }
  return <IconCircle size={16} aria-hidden color="var(--mantine-color-gray-5)" />;
}

/** One section of the outline: its state icon and title, a link to the reader when it has one. */
function SectionLink({
  section,
  link,
  active,
}: {
  section: SectionRef;
  link: string | null;
  active: boolean;
}) {
  const common = {
    label: (
      <Text size="sm" truncate>
        {section.title}
      </Text>
    ),
    leftSection: <SectionIcon section={section} />,
    active,
    'data-testid': 'outline-section',
    'data-state': section.isLocked ? 'locked' : section.isDone ? 'done' : 'open',
  };
  return link ? <NavLink {...common} component={Link} to={link} /> : <NavLink {...common} component="div" />;
}

/**
 * The chapters and their sections in reading order, each section with a tick once done and a lock beyond the
 * trial; each section links to the reader when `linkOf` gives it a link, and `currentId` is highlighted.
 */
export function CourseOutline({
  chapters,
  currentId,
  linkOf,
}: {
  chapters: Chapter[];
  currentId?: number | null;
  linkOf?: (section: SectionRef) => string | null;
}) {
  const { t } = useTranslation();
  if (chapters.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('courses.outline.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="course-outline">
      {sortedOutline(chapters).map((chapter, index) => (
        <Stack key={chapter.id} gap={4}>
          <Text fw={700} size="sm">
            {t('courses.outline.chapter', { number: index + 1, title: chapter.title })}
          </Text>
          {chapter.sections.map((section) => (
            <SectionLink
              key={section.id}
              section={section}
              link={linkOf?.(section) ?? null}
              active={section.id === currentId}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
