import { COURSE_TITLE_MAX, type SectionType } from '@kru/contract';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../ui/form/index.ts';

/** The section types an author can write now: text with line breaks, quizzes of scored questions, files, a video. */
export const EDITABLE_SECTION_TYPES = [
  'text',
  'reading',
  'quiz',
  'files',
  'video',
] as const satisfies readonly SectionType[];

/**
 * A title (and for a section, its type) with an Add button: a new chapter at the end of the course, or a new
 * section at the end of a chapter. The field empties once the item is added.
 */
export function AddItemForm({
  label,
  buttonLabel,
  requiredMessageKey,
  withType = false,
  pending,
  onAdd,
  testId,
}: {
  label: string;
  buttonLabel: string;
  requiredMessageKey: string;
  withType?: boolean;
  pending: boolean;
  onAdd: (title: string, type: SectionType, done: () => void) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<SectionType>('text');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!title.trim()) {
      setError(translateMessageKey(requiredMessageKey));
      return;
    }
    setError(null);
    onAdd(title.trim(), type, () => setTitle(''));
  };
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="xs">
        <TextInput
          label={label}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={error}
          maxLength={COURSE_TITLE_MAX}
          size="sm"
        />
        <Group justify="flex-end" gap="xs">
          {withType && (
            <Select
              aria-label={t('courseAuthoring.content.sectionType')}
              data={EDITABLE_SECTION_TYPES.map((value) => ({
                value,
                label: t(`courseAuthoring.sectionTypes.${value}`),
              }))}
              value={type}
              onChange={(value) => value && setType(value as SectionType)}
              allowDeselect={false}
              w={130}
              size="sm"
            />
          )}
          <Button
            type="submit"
            size="sm"
            variant="light"
            loading={pending}
            leftSection={<IconPlus size={14} />}
          >
            {buttonLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
