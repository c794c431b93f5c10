import { MSG } from '@kru/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredChapter, AuthoredCourse } from '../../course-authoring/api.ts';
import type { useContentActions } from '../api.ts';
import { dropChanges, inReadingOrder } from '../reorder.ts';
import { AddItemForm } from './AddItemForm.tsx';
import { ChapterCard } from './ChapterCard.tsx';
import { ChapterSettingsModal } from './ChapterSettingsModal.tsx';
import { SortableList } from './SortableList.tsx';

type ContentActions = ReturnType<typeof useContentActions>;

/** The course's chapters with their sections, and a field to add a chapter at the end. */
export function ContentOutline({
  course,
  actions,
  selectedSectionId,
  onSelectSection,
}: {
  course: AuthoredCourse;
  actions: ContentActions | null;
  selectedSectionId: number | null;
  onSelectSection: (sectionId: number | null) => void;
}) {
  const { t } = useTranslation();
  const [settingsOf, setSettingsOf] = useState<AuthoredChapter | null>(null);
  const chapters = inReadingOrder(course.chapters);
  return (
    <Stack gap="md">
      {chapters.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" data-testid="no-chapters">
            {t('courseAuthoring.content.noChapters')}
          </Text>
        </Paper>
      )}
      <SortableList
        items={chapters}
        readOnly={!actions}
        saving={actions?.reorder.isPending ?? false}
        onDrop={(id, overId, undo) =>
          actions?.reorder.mutate(
            { level: 'chapters', changes: dropChanges(chapters, id, overId) },
            { onError: undo },
          )
        }
      >
        {(chapter, handle, index) => (
          <ChapterCard
            handle={handle}
            chapter={chapter}
            chapters={chapters}
            number={index + 1}
            actions={actions}
            selectedSectionId={selectedSectionId}
            onSelectSection={onSelectSection}
            onOpenSettings={setSettingsOf}
          />
        )}
      </SortableList>
      {actions && (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
          <AddItemForm
            label={t('courseAuthoring.content.newChapter')}
            buttonLabel={t('courseAuthoring.content.addChapter')}
            requiredMessageKey={MSG.chapterTitleRequired}
            pending={actions.addChapter.isPending}
            onAdd={(title, _type, done) => actions.addChapter.mutate(title, { onSuccess: done })}
            testId="add-chapter-form"
          />
        </Paper>
      )}
      {actions && settingsOf && (
        <ChapterSettingsModal
          chapter={settingsOf}
          saving={actions.updateChapter.isPending}
          onSave={(body, callbacks) =>
            actions.updateChapter.mutate({ id: settingsOf.id, ...body }, callbacks)
          }
          onClose={() => setSettingsOf(null)}
        />
      )}
    </Stack>
  );
}
