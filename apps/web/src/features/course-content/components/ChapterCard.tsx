import { MSG } from '@kru/contract';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import type { AuthoredChapter } from '../../course-authoring/api.ts';
import type { useContentActions } from '../api.ts';
import { canMove, dropChanges, inReadingOrder, moveChanges } from '../reorder.ts';
import { AddItemForm } from './AddItemForm.tsx';
import { OrderActions } from './OrderActions.tsx';
import { SortableList } from './SortableList.tsx';

type ContentActions = ReturnType<typeof useContentActions>;

/**
 * One chapter of the content step: its title and place, its sections in reading order (a click opens one in the
 * editor), and a field to add a section. Without `actions` (under review) it is only shown.
 */
export function ChapterCard({
  chapter,
  chapters,
  number,
  actions,
  selectedSectionId,
  onSelectSection,
  onOpenSettings,
  handle,
}: {
  /** The drag handle that moves the chapter (none while it cannot move). */
  handle?: ReactNode;
  chapter: AuthoredChapter;
  chapters: AuthoredChapter[];
  number: number;
  actions: ContentActions | null;
  selectedSectionId: number | null;
  onSelectSection: (sectionId: number | null) => void;
  onOpenSettings: (chapter: AuthoredChapter) => void;
}) {
  const { t } = useTranslation();
  const sections = inReadingOrder(chapter.sections);
  const busy = actions?.reorder.isPending ?? false;

  const confirmDelete = (title: string, text: string, run: () => void) =>
    void dialogs.confirm({
      title,
      children: text,
      labels: { confirm: t('courseAuthoring.content.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: run,
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="chapter-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
            {handle}
            <Stack gap={0} miw={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('courseAuthoring.content.chapterNumber', { number })}
              </Text>
              <Text fw={700} data-testid="chapter-title">
                {chapter.title}
              </Text>
            </Stack>
          </Group>
          {actions && (
            <OrderActions
              name={chapter.title}
              canMoveUp={canMove(chapters, chapter.id, -1)}
              canMoveDown={canMove(chapters, chapter.id, 1)}
              busy={busy}
              onMove={(direction) =>
                actions.reorder.mutate({
                  level: 'chapters',
                  changes: moveChanges(chapters, chapter.id, direction),
                })
              }
              onSettings={() => onOpenSettings(chapter)}
              onDelete={() =>
                confirmDelete(
                  t('courseAuthoring.content.deleteChapterTitle'),
                  t('courseAuthoring.content.deleteChapterText', {
                    title: chapter.title,
                    count: sections.length,
                  }),
                  () => actions.deleteChapter.mutate(chapter.id),
                )
              }
            />
          )}
        </Group>
        {sections.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('courseAuthoring.content.noSections')}
          </Text>
        )}
        <SortableList
          items={sections}
          readOnly={!actions}
          saving={busy}
          onDrop={(id, overId, undo) =>
            actions?.reorder.mutate(
              { level: 'sections', changes: dropChanges(sections, id, overId) },
              { onError: undo },
            )
          }
        >
          {(section, handle) => {
            const selected = section.id === selectedSectionId;
            return (
              <Group
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                px="xs"
                py={4}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                data-testid="section-row"
              >
                {handle}
                <UnstyledButton
                  onClick={() => onSelectSection(section.id)}
                  aria-current={selected ? 'true' : undefined}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" truncate>
                      {section.title}
                    </Text>
                    <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                      {t(`courseAuthoring.sectionTypes.${section.type}`)}
                    </Badge>
                  </Group>
                </UnstyledButton>
                {actions && (
                  <OrderActions
                    name={section.title}
                    canMoveUp={canMove(sections, section.id, -1)}
                    canMoveDown={canMove(sections, section.id, 1)}
                    busy={busy}
                    onMove={(direction) =>
                      actions.reorder.mutate({
                        level: 'sections',
                        changes: moveChanges(sections, section.id, direction),
                      })
                    }
                    onDelete={() =>
                      confirmDelete(
                        t('courseAuthoring.content.deleteSectionTitle'),
                        t('courseAuthoring.content.deleteSectionText', { title: section.title }),
                        () =>
                          actions.deleteSection.mutate(section.id, {
                            onSuccess: () => selected && onSelectSection(null),
                          }),
                      )
                    }
                  />
                )}
              </Group>
            );
          }}
        </SortableList>
        {actions && (
          <AddItemForm
            label={t('courseAuthoring.content.newSection')}
            buttonLabel={t('courseAuthoring.content.addSection')}
            requiredMessageKey={MSG.sectionTitleRequired}
            withType
            pending={actions.addSection.isPending && actions.addSection.variables?.chapterId === chapter.id}
            onAdd={(title, type, done) =>
              actions.addSection.mutate(
                { chapterId: chapter.id, title, type },
                {
                  onSuccess: (section) => {
                    done();
                    onSelectSection(section.id);
                  },
                },
              )
            }
            testId="add-section-form"
          />
        )}
      </Stack>
    </Paper>
  );
}
