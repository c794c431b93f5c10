import {
  GENDERS,
  type Gender,
  personalDetailsForm,
  TITLES,
  type Title,
  tutorPersonalDetailsForm,
  type UpdateUserBody,
} from '@kru/contract';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/index.ts';
import { FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { type ProfileFormProps, pickChanged, useProfileForm } from '../hooks/use-profile-form.ts';
import { DateOfBirthInput } from './DateOfBirthInput.tsx';
import { StepActions } from './StepActions.tsx';

interface PersonalValues extends Record<string, unknown> {
  title?: Title | null;
  first_name: string;
  last_name: string;
  gender: Gender | null;
  date_of_birth: string | null;
  mobile: string;
}

const FIELDS = ['first_name', 'last_name', 'gender', 'date_of_birth', 'mobile'] as const;
const TUTOR_FIELDS = ['title', ...FIELDS] as const;

function initialValues(user: SessionUser, isTutor: boolean): PersonalValues {
  return {
    ...(isTutor ? { title: user.title } : {}),
    first_name: user.firstName ?? '',
    last_name: user.lastName ?? '',
    gender: user.gender,
    date_of_birth: user.dateOfBirth,
    mobile: user.mobile ?? '',
  };
}

/** Personal details (spec 2): title for tutors, names, gender, date of birth and mobile. */
export function PersonalDetailsForm({ user, submitLabel, onSaved, onBack }: ProfileFormProps) {
  const { t } = useTranslation();
  const isTutor = user.role === 'teacher';
  const schema = isTutor ? tutorPersonalDetailsForm : personalDetailsForm;
  const { form, submit, saving, formError } = useProfileForm<PersonalValues>({
    initialValues: initialValues(user, isTutor),
    validate: zodFormResolver(schema),
    toBody: (values, isDirty) =>
      pickChanged(schema.parse(values) as UpdateUserBody, isTutor ? TUTOR_FIELDS : FIELDS, isDirty),
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="personal-details-form">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        {isTutor && (
          <Select
            label={t('profile.fields.title')}
            data={TITLES.map((title) => ({ value: title, label: t(`profile.titles.${title}`) }))}
            withAsterisk
            maw={{ sm: 240 }}
            allowDeselect={false}
            {...form.getInputProps('title')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('profile.fields.firstName')}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('profile.fields.lastName')}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('last_name')}
          />
          <Radio.Group label={t('profile.fields.gender')} withAsterisk {...form.getInputProps('gender')}>
            <Group gap="lg" mt={8}>
              {GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={t(`profile.genders.${gender}`)} />
              ))}
            </Group>
          </Radio.Group>
          <DateOfBirthInput
            label={t('profile.fields.dateOfBirth')}
            description={t('profile.fields.dateHint')}
            withAsterisk
            {...form.getInputProps('date_of_birth')}
          />
          <TextInput
            label={t('profile.fields.mobile')}
            type="tel"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('mobile')}
          />
        </SimpleGrid>
        <StepActions onBack={onBack} submitLabel={submitLabel} loading={saving} />
      </Stack>
    </form>
  );
}
