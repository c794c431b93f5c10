import { TextInput } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadWhenReached } from '../../../ui/use-load-when-reached.ts';
import { useSubjects } from '../../tuition/api.ts';
import { subjectOptions } from '../subject-options.ts';

/**
 * Mantine's Select and the floating components under it (~33 KB compressed, and drawing its closed list of
 * options) are not needed to draw the course search: on a phone they were a seventh of the first screen's work.
 */
const SubjectSelect = lazy(() => import('./SubjectSelect.tsx'));

/**
 * The course search's subject filter. Until the person reaches for it (pointer, focus or press) it is a read-only
 * field of the same size showing the chosen subject; then the Select loads (in a transition, so the field stays as
 * it is meanwhile) and takes its place, with the focus, and open if it had been pressed.
 */
export function SubjectFilter({
  subjectId,
  onChange,
}: {
  subjectId: number | null;
  onChange: (subject: string | null) => void;
}) {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const { wanted, opened, focused, reachProps } = useLoadWhenReached();
  const chosen = subjectOptions(subjects.data).find((option) => option.value === String(subjectId));
  const field = (
    <TextInput
      label={t('courses.search.subject')}
      placeholder={t('courses.search.anySubject')}
      value={subjectId === null ? '' : (chosen?.label ?? '')}
      readOnly
      aria-haspopup="listbox"
      rightSection={<IconSelector size={18} aria-hidden />}
      rightSectionPointerEvents="none"
      {...reachProps}
      data-testid="courses-subject"
    />
  );
  return (
    <Suspense fallback={field}>
      {wanted ? (
        <SubjectSelect subjectId={subjectId} onChange={onChange} opened={opened} focused={focused} />
      ) : (
        field
      )}
    </Suspense>
  );
}
