import { createEducationBody } from '@kru/contract';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { type CatalogueItemInput, useSaveCatalogueItem } from '../../admin/api.ts';
import { CATALOGUE_LEVELS, type CatalogueItem, type CatalogueLevel } from '../catalogue-tree.ts';

/** What the modal does: add an item of a level (under a parent) or change one. */
export type CatalogueEdit =
  | { kind: 'create'; level: CatalogueLevel; parentId: number | null }
  | { kind: 'edit'; level: CatalogueLevel; item: CatalogueItem };

interface Values {
  title_en: string;
  title_th: string;
  /** Empty when adding: the item goes last among its siblings. */
  sort_order: number | string;
}

function bodyOf(values: Values) {
  return {
    title_en: values.title_en,
    title_th: values.title_th,
    sort_order: values.sort_order === '' ? undefined : Number(values.sort_order),
  };
}

// Every level has the same titled fields (contract `titledFields`): the education's rules stand for all four.
const validateTitles = zodFormResolver<ReturnType<typeof bodyOf>>(createEducationBody);

function CatalogueItemForm({ edit, onDone }: { edit: CatalogueEdit; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCatalogueItem();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues:
      edit.kind === 'edit'
        ? { title_en: edit.item.titleEn, title_th: edit.item.titleTh, sort_order: edit.item.sortOrder }
        : { title_en: '', title_th: '', sort_order: '' },
    validate: (values) => validateTitles(bodyOf(values)),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const { title_en, title_th, sort_order } = bodyOf(values);
    const body: CatalogueItemInput = {
      titleEn: title_en.trim(),
      titleTh: title_th.trim(),
      sortOrder: sort_order,
    };
    const parentField = CATALOGUE_LEVELS[edit.level].parentField;
    if (edit.kind === 'create' && parentField && edit.parentId !== null) body[parentField] = edit.parentId;
    save.mutate(
      { level: edit.level, id: edit.kind === 'edit' ? edit.item.id : undefined, body },
      {
        onSuccess: () => {
          notify.success(t(edit.kind === 'edit' ? 'admin.catalogue.saved' : 'admin.catalogue.added'));
          onDone();
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="catalogue-item-form">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('admin.catalogue.fields.titleEn')}
            withAsterisk
            data-autofocus
            key={form.key('title_en')}
            {...form.getInputProps('title_en')}
          />
          <TextInput
            label={t('admin.catalogue.fields.titleTh')}
            lang="th"
            withAsterisk
            key={form.key('title_th')}
            {...form.getInputProps('title_th')}
          />
        </SimpleGrid>
        <NumberInput
          label={t('admin.catalogue.fields.sortOrder')}
          description={t(
            edit.kind === 'edit'
              ? 'admin.catalogue.fields.sortOrderHint'
              : 'admin.catalogue.fields.sortOrderNewHint',
          )}
          min={0}
          max={10_000}
          allowDecimal={false}
          allowNegative={false}
          maw={260}
          key={form.key('sort_order')}
          {...form.getInputProps('sort_order')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="catalogue-item-submit">
            {t(edit.kind === 'edit' ? 'admin.common.save' : 'admin.common.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds or changes an education, school year, subject or specialty: both titles and the sort order. */
export function CatalogueItemModal({ edit, onClose }: { edit: CatalogueEdit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = !edit
    ? ''
    : edit.kind === 'edit'
      ? t('admin.catalogue.editTitle', { level: t(`admin.catalogue.levels.${edit.level}.one`) })
      : t(`admin.catalogue.levels.${edit.level}.add`);
  return (
    <Modal opened={edit !== null} onClose={onClose} centered size="lg" title={title}>
      {edit && (
        <CatalogueItemForm
          key={`${edit.kind}:${edit.level}:${edit.kind === 'edit' ? edit.item.id : edit.parentId}`}
          edit={edit}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
