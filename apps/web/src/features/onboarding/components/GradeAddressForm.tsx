import { MSG, type Titled, type UpdateUserBody, updateUserBody } from '@kru/contract';
import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorAlert, translateMessageKey, zodFormResolver } from '../../../ui/form/index.ts';
import { useCountries, useCountry, useEducations } from '../api.ts';
import { type ProfileFormProps, pickChanged, useProfileForm } from '../hooks/use-profile-form.ts';
import { StepActions } from './StepActions.tsx';

interface PlaceValues extends Record<string, unknown> {
  education_id: string | null;
  grade_id: string | null;
  country_id: string | null;
  county_id: string | null;
  address_street: string;
  address_city: string;
  address_post_code: string;
}

const chosen = (message: string) => z.string({ error: message }).min(1, message);
const ADDRESS_FIELDS = ['address_street', 'address_city', 'address_post_code'] as const;
const addressText = updateUserBody
  .pick({ address_street: true, address_city: true, address_post_code: true })
  .required();
/** Spec 5: country, city, street and post code are each required (the county too, where the country has any). */
const addressRules = addressText.extend({ country_id: chosen(MSG.countryRequired) });
const gradeAddressRules = addressRules.extend({ grade_id: chosen(MSG.gradeRequired) });

const LEGEND = { legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } };

const idOf = (item: { id: number } | null | undefined) => (item ? String(item.id) : null);
const options = (items: Titled[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.title }));

/** The student's grade (education, then school year) and, for everyone, the address with country and county. */
export function GradeAddressForm({
  user,
  withGrade,
  submitLabel,
  onSaved,
  onBack,
}: ProfileFormProps & { withGrade: boolean }) {
  const { t } = useTranslation();
  const educations = useEducations();
  const countries = useCountries();
  const counties = useRef<Titled[]>([]);
  const { form, submit, saving, formError } = useProfileForm<PlaceValues>({
    initialValues: {
      education_id: idOf(user.grade?.education),
      grade_id: idOf(user.grade),
      country_id: idOf(user.country),
      county_id: idOf(user.county),
      address_street: user.addressStreet ?? '',
      address_city: user.addressCity ?? '',
      address_post_code: user.addressPostCode ?? '',
    },
    validate: (values) => {
      const errors = zodFormResolver<PlaceValues>(withGrade ? gradeAddressRules : addressRules)(values);
      if (!values.county_id && counties.current.length > 0) {
        errors.county_id = translateMessageKey(MSG.countyRequired);
      }
      return errors;
    },
    toBody: (values, isDirty) => {
      const body: UpdateUserBody = pickChanged(addressText.parse(values), ADDRESS_FIELDS, isDirty);
      if (withGrade && isDirty('grade_id')) body.grade_id = Number(values.grade_id);
      // Spec 5: a country is sent with its county, or null.
      if (isDirty('country_id') || isDirty('county_id')) {
        body.country_id = Number(values.country_id);
        body.county_id = values.county_id ? Number(values.county_id) : null;
      }
      return body;
    },
    onSaved,
  });

  const { education_id: educationId, country_id: countryId } = form.getValues();
  const country = useCountry(countryId ? Number(countryId) : null);
  counties.current = country.data?.counties ?? [];
  const schoolYears = educations.data?.find((education) => String(education.id) === educationId)?.schoolYears;

  return (
    <form onSubmit={submit} noValidate data-testid="grade-address-form">
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        {withGrade && (
          <Fieldset legend={t('profile.sections.education')} variant="unstyled" styles={LEGEND}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('profile.fields.education')}
                data={options(educations.data)}
                disabled={!educations.data}
                allowDeselect={false}
                {...form.getInputProps('education_id')}
                onChange={(value) => {
                  form.setFieldValue('education_id', value);
                  form.setFieldValue('grade_id', null);
                }}
              />
              <Select
                label={t('profile.fields.grade')}
                data={options(schoolYears)}
                disabled={!schoolYears}
                placeholder={schoolYears ? undefined : t('profile.fields.gradeFirst')}
                withAsterisk
                allowDeselect={false}
                {...form.getInputProps('grade_id')}
              />
            </SimpleGrid>
          </Fieldset>
        )}
        <Fieldset legend={t('profile.sections.address')} variant="unstyled" styles={LEGEND}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('profile.fields.country')}
              data={options(countries.data)}
              disabled={!countries.data}
              searchable
              nothingFoundMessage={t('profile.fields.nothingFound')}
              withAsterisk
              allowDeselect={false}
              autoComplete="off"
              {...form.getInputProps('country_id')}
              onChange={(value) => {
                form.setFieldValue('country_id', value);
                form.setFieldValue('county_id', null);
              }}
            />
            {counties.current.length > 0 && (
              <Select
                label={t('profile.fields.county')}
                data={options(counties.current)}
                searchable
                nothingFoundMessage={t('profile.fields.nothingFound')}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('county_id')}
              />
            )}
            <TextInput
              label={t('profile.fields.city')}
              autoComplete="address-level2"
              withAsterisk
              {...form.getInputProps('address_city')}
            />
            <TextInput
              label={t('profile.fields.street')}
              autoComplete="street-address"
              withAsterisk
              {...form.getInputProps('address_street')}
            />
            <TextInput
              label={t('profile.fields.postCode')}
              autoComplete="postal-code"
              withAsterisk
              {...form.getInputProps('address_post_code')}
            />
          </SimpleGrid>
        </Fieldset>
        <StepActions onBack={onBack} submitLabel={submitLabel} loading={saving} />
      </Stack>
    </form>
  );
}
