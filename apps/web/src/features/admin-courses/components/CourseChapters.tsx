import { Accordion, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronsDown, IconChevronsUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionContent } from '../../course-reader/index.ts';
import type { ChapterToRead } from '../course-review.ts';

/**
 * The course's content as the learner will read it: each chapter with its sections in reading order, each
 * section (the learner's own video player, text, files, and quiz with its answers laid open) folded under its
 * title (a long course stays scannable), and a way to open or close them all.
 */
export function CourseChapters({ chapters }: { chapters: ChapterToRead[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>([]);
  const allIds = chapters.flatMap((chapter) => chapter.sections.map((section) => String(section.id)));

  if (!chapters.length) return <Text c="dimmed">{t('admin.courseReview.content.empty')}</Text>;
  const allOpen = allIds.length > 0 && open.length === allIds.length;
  return (
    <Stack gap="lg" data-testid="course-chapters">
      {allIds.length > 0 && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            leftSection={allOpen ? <IconChevronsUp size={16} /> : <IconChevronsDown size={16} />}
            onClick={() => setOpen(allOpen ? [] : allIds)}
            data-testid="toggle-all-sections"
          >
            {t(allOpen ? 'admin.courseReview.content.collapseAll' : 'admin.courseReview.content.expandAll')}
          </Button>
        </Group>
      )}
      {chapters.map((chapter, index) => (
        <Stack key={chapter.id} gap="xs" data-testid="course-chapter">
          <Title order={3} size="h5">
            {t('admin.courseReview.content.chapter', { number: index + 1, title: chapter.title })}
          </Title>
          {chapter.sections.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.courseReview.content.noSections')}
            </Text>
          ) : (
            <Accordion multiple variant="separated" value={open} onChange={setOpen}>
              {chapter.sections.map((section) => (
                <Accordion.Item key={section.id} value={String(section.id)} data-testid="course-section">
                  <Accordion.Control>
                    <Group gap="sm" wrap="nowrap" justify="space-between" pr="xs">
                      <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {section.title}
                      </Text>
                      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                        {t(`admin.courseReview.content.types.${section.type}`)}
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <SectionContent mode="review" section={section} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
