import { COURSE_TITLE_MAX, updateChapterBody } from '@kru/contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import type { AuthoredChapter } from '../../course-authoring/api.ts';
import { OrderInput } from './OrderInput.tsx';

interface ChapterValues extends Record<string, unknown> {
  title: string;
  sort_order: number | string;
}

const validateChapter = zodFormResolver<ChapterValues>(updateChapterBody);

/** A chapter's title and place (order 1-99) in the course. */
export function ChapterSettingsModal({
  chapter,
  saving,
  onSave,
  onClose,
}: {
  chapter: AuthoredChapter;
  saving: boolean;
  onSave: (
    body: { title: string; sortOrder: number },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChapterValues>({
    initialValues: { title: chapter.title, sort_order: chapter.sortOrder },
    // An emptied order is coerced to 0, which the contract refuses with the order message.
    validate: validateChapter,
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    onSave(
      { title: values.title.trim(), sortOrder: Number(values.sort_order) },
      { onSuccess: onClose, onError: (error) => setFormError(applyServerErrors(form, error)) },
    );
  });
  return (
    <Modal opened onClose={onClose} title={t('courseAuthoring.content.chapterSettings')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label={t('courseAuthoring.content.chapterTitle')}
            maxLength={COURSE_TITLE_MAX}
            withAsterisk
            data-autofocus
            {...form.getInputProps('title')}
          />
          <OrderInput {...form.getInputProps('sort_order')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('courseAuthoring.content.saveChapter')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
