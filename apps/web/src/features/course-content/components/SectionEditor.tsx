import { ATTACHABLE_SECTION_TYPES, COURSE_TITLE_MAX, updateSectionBody } from '@kru/contract';
import { Badge, Button, Center, Fieldset, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { useUnsavedChangesWarning } from '../../../app/router/use-unsaved-changes-warning.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import type { AuthoredSection } from '../../course-authoring/api.ts';
import { QuizPassMark } from '../../quiz-authoring/components/QuizPassMark.tsx';
import { QuizQuestions } from '../../quiz-authoring/components/QuizQuestions.tsx';
import { QuizSettings } from '../../quiz-authoring/components/QuizSettings.tsx';
import { type useContentActions, useSection } from '../api.ts';
import { OrderInput } from './OrderInput.tsx';
import { SectionAttachments } from './SectionAttachments.tsx';
import { SectionSpecialties } from './SectionSpecialties.tsx';
import { SectionVideoEditor } from './SectionVideoEditor.tsx';

type ContentActions = ReturnType<typeof useContentActions>;

// The editor (Tiptap, lowlight, KaTeX) is a chunk of its own, fetched only when a section is open here.
const LessonEditor = lazy(() => import('./lesson-editor/LessonEditor.tsx'));

interface SectionValues extends Record<string, unknown> {
  title: string;
  sort_order: number | string;
  description: string;
}

const validateSection = zodFormResolver<SectionValues>(updateSectionBody);

function SectionForm({ section, actions }: { section: AuthoredSection; actions: ContentActions | null }) {
  const { t } = useTranslation();
  const readOnly = actions === null;
  const [formError, setFormError] = useState<string | null>(null);
  // The editor keeps its own document: discarding the changes starts a new one from the saved body.
  const [editorKey, setEditorKey] = useState(0);
  const form = useForm<SectionValues>({
    initialValues: { title: section.title, sort_order: section.sortOrder, description: section.description },
    validate: validateSection,
  });
  useUnsavedChangesWarning(!readOnly && form.isDirty());

  const submit = form.onSubmit((values) => {
    if (!actions) return;
    setFormError(null);
    actions.updateSection.mutate(
      {
        id: section.id,
        title: values.title.trim(),
        description: values.description,
        sortOrder: Number(values.sort_order),
      },
      {
        onSuccess: () => {
          form.resetDirty(values);
          notify.success(t('courseAuthoring.content.sectionSaved'));
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="section-editor">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700}>{t('courseAuthoring.content.editSection')}</Text>
          <Badge variant="light" color="gray">
            {t(`courseAuthoring.sectionTypes.${section.type}`)}
          </Badge>
        </Group>
        <FormErrorAlert message={formError} />
        <Fieldset variant="unstyled" disabled={readOnly}>
          <Stack gap="md">
            <Group align="flex-start" grow preventGrowOverflow={false}>
              <TextInput
                label={t('courseAuthoring.content.sectionTitle')}
                maxLength={COURSE_TITLE_MAX}
                withAsterisk
                style={{ flex: 3 }}
                {...form.getInputProps('title')}
              />
              <OrderInput description={null} style={{ flex: 1 }} {...form.getInputProps('sort_order')} />
            </Group>
            <Suspense
              fallback={
                <Center mih={240}>
                  <Loader aria-label={t('common.loading')} />
                </Center>
              }
            >
              <LessonEditor
                key={editorKey}
                label={t('courseAuthoring.content.body')}
                description={t('courseAuthoring.content.bodyHint')}
                value={section.description}
                onChange={(html) => form.setFieldValue('description', html)}
                readOnly={readOnly}
                error={form.errors.description as string | undefined}
              />
            </Suspense>
          </Stack>
        </Fieldset>
        {!readOnly && (
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!form.isDirty()}
              onClick={() => {
                form.reset();
                setEditorKey((key) => key + 1);
              }}
            >
              {t('courseAuthoring.content.discard')}
            </Button>
            <Button type="submit" loading={actions.updateSection.isPending} data-testid="save-section">
              {t('courseAuthoring.content.saveSection')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * The section open in the content step: its title, place and body, saved with one call; a quiz section also
 * lists its questions, each added, edited and deleted on its own; a files, text or reading section its files.
 */
export function SectionEditor({
  courseId,
  sectionId,
  actions,
}: {
  courseId: number;
  sectionId: number | null;
  actions: ContentActions | null;
}) {
  const { t } = useTranslation();
  const section = useSection(sectionId);
  let body: ReactNode;
  if (sectionId === null) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="no-section-selected">
        {t('courseAuthoring.content.pickSection')}
      </Text>
    );
  } else if (section.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (section.isError) {
    body = <LoadFailed onRetry={() => void section.refetch()} />;
  } else {
    body = (
      <Stack gap="xl">
        <SectionForm key={section.data.id} section={section.data} actions={actions} />
        <SectionSpecialties
          key={`tags-${section.data.id}`}
          sectionId={section.data.id}
          readOnly={actions === null}
        />
        {section.data.type === 'quiz' && (
          <>
            <QuizSettings courseId={courseId} section={section.data} readOnly={actions === null} />
            <QuizPassMark key={section.data.id} section={section.data} readOnly={actions === null} />
            <QuizQuestions courseId={courseId} section={section.data} readOnly={actions === null} />
          </>
        )}
        {section.data.type === 'video' && (
          <SectionVideoEditor
            section={section.data}
            readOnly={actions === null}
            onRefresh={() => void section.refetch()}
          />
        )}
        {(ATTACHABLE_SECTION_TYPES as readonly string[]).includes(section.data.type) && (
          <SectionAttachments section={section.data} readOnly={actions === null} />
        )}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      {body}
    </Paper>
  );
}
