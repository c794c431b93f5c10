import { Select } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubjects } from '../../tuition/api.ts';
import { subjectOptions } from '../subject-options.ts';

/**
 * The course search's subject filter (Mantine's Select, with the floating components it is built on). Loaded when
 * the person reaches for the filter (SubjectFilter.tsx): `opened` when they had already pressed it, `focused` when
 * the field it replaces had the focus.
 */
export default function SubjectSelect({
  subjectId,
  onChange,
  opened,
  focused,
}: {
  subjectId: number | null;
  onChange: (subject: string | null) => void;
  opened: boolean;
  focused: boolean;
}) {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const input = useRef<HTMLInputElement>(null);
  // The field it replaces had the focus: this one takes it (once, when it appears).
  const focusedAtFirst = useRef(focused);
  useEffect(() => {
    if (focusedAtFirst.current) input.current?.focus();
  }, []);
  return (
    <Select
      ref={input}
      label={t('courses.search.subject')}
      placeholder={t('courses.search.anySubject')}
      data={subjectOptions(subjects.data)}
      value={subjectId === null ? null : String(subjectId)}
      onChange={onChange}
      defaultDropdownOpened={opened}
      clearable
      searchable
      data-testid="courses-subject"
    />
  );
}
