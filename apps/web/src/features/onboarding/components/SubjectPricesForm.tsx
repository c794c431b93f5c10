import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/index.ts';
import { useEducations } from '../api.ts';
import { type ProfileFormProps, useProfileForm } from '../hooks/use-profile-form.ts';
import {
  emptyRow,
  gradeOptions,
  initialSubjectPrices,
  rowsForGrades,
  type SubjectPricesValues,
  subjectOptions,
  toSubjectPriceInputs,
  validateSubjectPrices,
} from '../subject-prices.ts';
import { StepActions } from './StepActions.tsx';
import { SubjectPriceRow } from './SubjectPriceRow.tsx';

/** The tutor's grades, then each subject taught with its price per hour and specialties (spec 2, grade_prices). */
export function SubjectPricesForm({ user, submitLabel, onSaved, onBack }: ProfileFormProps) {
  const { t } = useTranslation();
  const educations = useEducations();
  const { form, submit, saving, formError } = useProfileForm<SubjectPricesValues>({
    initialValues: initialSubjectPrices(user),
    validate: (values) => validateSubjectPrices(values, t),
    toBody: (values, isDirty) =>
      isDirty('subject_prices') ? { subject_prices: toSubjectPriceInputs(values.subject_prices) } : {},
    onSaved,
  });
  const { grades, subject_prices: rows } = form.getValues();
  const subjects = subjectOptions(educations.data ?? [], grades);

  const changeGrades = (next: string[]) => {
    form.setFieldValue('grades', next);
    form.setFieldValue('subject_prices', rowsForGrades(rows, educations.data ?? [], next));
  };

  const listError = form.errors.subject_prices;

  return (
    <form onSubmit={submit} noValidate data-testid="subject-prices-form">
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <MultiSelect
          label={t('onboarding.prices.grades')}
          description={t('onboarding.prices.gradesHint')}
          data={gradeOptions(educations.data ?? [])}
          disabled={!educations.data}
          searchable
          hidePickedOptions
          withAsterisk
          {...form.getInputProps('grades')}
          onChange={changeGrades}
        />
        {grades.length > 0 && (
          <Stack gap="sm">
            <Text fw={600}>{t('onboarding.prices.subjectsTitle')}</Text>
            {rows.map((row, index) => {
              const takenElsewhere = new Set(
                rows.filter((other) => other.key !== row.key).map((other) => other.subject_id),
              );
              return (
                <SubjectPriceRow
                  key={row.key}
                  form={form}
                  index={index}
                  subjects={subjects
                    .map((group) => ({
                      ...group,
                      items: group.items.filter((item) => !takenElsewhere.has(item.value)),
                    }))
                    .filter((group) => group.items.length > 0)}
                  onRemove={() => form.removeListItem('subject_prices', index)}
                />
              );
            })}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => form.insertListItem('subject_prices', emptyRow())}
              >
                {t('onboarding.prices.add')}
              </Button>
            </Group>
          </Stack>
        )}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <StepActions onBack={onBack} submitLabel={submitLabel} loading={saving} />
      </Stack>
    </form>
  );
}
