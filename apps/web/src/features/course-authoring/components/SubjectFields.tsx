import { Group, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useEducations } from '../../onboarding/api.ts';
import { type CourseFormValues, gradeChoices, subjectChoices } from '../course-form.ts';

/** A course's subject: the grade first, then one of its subjects (a skill has none). */
export function SubjectFields({ form }: { form: UseFormReturnType<CourseFormValues> }) {
  const { t } = useTranslation();
  const educations = useEducations();
  const { grade_id: gradeId } = form.getValues();
  const subjects = subjectChoices(educations.data ?? [], gradeId);
  const gradeProps = form.getInputProps('grade_id');
  return (
    <Group grow align="flex-start">
      <Select
        label={t('courseAuthoring.info.grade')}
        placeholder={t('courseAuthoring.info.gradePlaceholder')}
        data={gradeChoices(educations.data ?? [])}
        searchable
        withAsterisk
        {...gradeProps}
        onChange={(next) => {
          gradeProps.onChange(next);
          const kept = subjectChoices(educations.data ?? [], next).some(
            (subject) => subject.value === form.getValues().subject_id,
          );
          if (!kept) form.setFieldValue('subject_id', null);
        }}
      />
      <Select
        label={t('courseAuthoring.info.subject')}
        placeholder={t(
          gradeId ? 'courseAuthoring.info.subjectPlaceholder' : 'courseAuthoring.info.subjectFirstGrade',
        )}
        data={subjects}
        disabled={!gradeId}
        searchable
        withAsterisk
        {...form.getInputProps('subject_id')}
      />
    </Group>
  );
}
