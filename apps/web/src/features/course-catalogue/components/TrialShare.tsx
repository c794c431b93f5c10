import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Chapter } from '../../courses/api.ts';

/**
 * How much of the course the trial opens, as the server locked it ("2 of 8 sections free"); the rule (the first
 * sections within 30% of the course, at least one) is in the prompt's text below it.
 */
export function TrialShare({ chapters }: { chapters: Chapter[] }) {
  const { t } = useTranslation();
  const sections = chapters.flatMap((chapter) => chapter.sections);
  const free = sections.filter((section) => !section.isLocked).length;
  if (free === sections.length) return null;
  return (
    <Text size="sm" fw={700} data-testid="trial-share">
      {t('courseProgress.freeSections', { free, count: sections.length })}
    </Text>
  );
}
