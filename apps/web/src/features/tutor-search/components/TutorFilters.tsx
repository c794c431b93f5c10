import { LIMITS, SPOKEN_LANGUAGES } from '@kru/contract';
import { Button, Chip, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpecialties, useSubjects } from '../../tuition/api.ts';
import { type TutorFilters as Filters, RATING_STEPS, TIME_OF_DAY_NAMES } from '../search-filters.ts';

type SetParams = (changes: Record<string, string | number | null>) => void;

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/**
 * A price in whole pounds, put into the address when the field is left (or Enter), not on every key; anything but
 * digits is dropped as it is typed. (A plain text field: NumberInput would add its formatting library to the
 * shared chunk every page downloads.)
 */
function PriceInput({
  label,
  value,
  onCommit,
  testId,
}: {
  label: string;
  value: number | null;
  onCommit: (pounds: number | null) => void;
  testId: string;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = () => {
    const pounds = text === '' ? null : Math.min(Number(text), LIMITS.pricePerHourMax);
    if (pounds !== value) onCommit(pounds);
    else setText(value === null ? '' : String(value));
  };
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      leftSection="£"
      inputMode="numeric"
      autoComplete="off"
      data-testid={testId}
    />
  );
}

/**
 * The tutor search's filters (beside the results on a wide screen, in a drawer on a phone): each change goes into
 * the page's address as a new history entry, so Back undoes it.
 */
export function TutorFilters({
  filters,
  set,
  timeZone,
  onClear,
}: {
  filters: Filters;
  set: SetParams;
  timeZone: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const specialties = useSpecialties(filters.subjectId);
  return (
    <Stack gap="md" data-testid="tutor-filters">
      <Select
        label={t('tuition.tutors.subjectLabel')}
        placeholder={t('tuition.tutors.anySubject')}
        data={(subjects.data ?? []).map((subject) => ({
          value: String(subject.id),
          label: `${subject.title} · ${subject.schoolYear.title}`,
        }))}
        value={filters.subjectId === null ? null : String(filters.subjectId)}
        onChange={(value) => set({ subject: value, specialty: null })}
        clearable
        searchable
        data-testid="tutors-subject"
      />
      <Select
        label={t('tuition.tutors.specialty')}
        placeholder={t('tuition.tutors.anySpecialty')}
        data={(specialties.data ?? []).map((specialty) => ({
          value: String(specialty.id),
          label: specialty.title,
        }))}
        value={filters.specialtyId === null ? null : String(filters.specialtyId)}
        onChange={(value) => set({ specialty: value })}
        clearable
        searchable
        data-testid="tutors-specialty"
      />
      <Group grow gap="sm" align="flex-start">
        <PriceInput
          label={t('tuition.tutors.priceMin')}
          value={filters.priceMin}
          onCommit={(pounds) => set({ price_min: pounds })}
          testId="tutors-price-min"
        />
        <PriceInput
          label={t('tuition.tutors.priceMax')}
          value={filters.priceMax}
          onCommit={(pounds) => set({ price_max: pounds })}
          testId="tutors-price-max"
        />
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="tutors-days-label">
          {t('tuition.tutors.days')}
        </Text>
        <Chip.Group
          multiple
          value={filters.days.map(String)}
          onChange={(days) => set({ days: WEEKDAYS.filter((day) => days.includes(day)).join(',') || null })}
        >
          <Group gap={6} role="group" aria-labelledby="tutors-days-label">
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={day} size="xs">
                {t(`tuition.tutors.weekdays.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="tutors-times-label">
          {t('tuition.tutors.times')}
        </Text>
        <Chip.Group
          multiple
          value={filters.times}
          onChange={(times) =>
            set({ times: TIME_OF_DAY_NAMES.filter((time) => times.includes(time)).join(',') || null })
          }
        >
          <Group gap={6} role="group" aria-labelledby="tutors-times-label">
            {TIME_OF_DAY_NAMES.map((time) => (
              <Chip key={time} value={time} size="xs">
                {t(`tuition.tutors.timesOfDay.${time}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Text size="xs" c="dimmed">
          {t('tuition.tutors.timesHint', { zone: timeZone })}
        </Text>
      </Stack>
      <Select
        label={t('tuition.tutors.ratingMin')}
        placeholder={t('tuition.tutors.anyRating')}
        data={RATING_STEPS.map((rate) => ({
          value: String(rate),
          label: t('tuition.tutors.ratingAtLeast', { rate }),
        }))}
        value={filters.ratingMin === null ? null : String(filters.ratingMin)}
        onChange={(value) => set({ rating: value })}
        clearable
        data-testid="tutors-rating"
      />
      <Select
        label={t('tuition.tutors.language')}
        placeholder={t('tuition.tutors.anyLanguage')}
        data={SPOKEN_LANGUAGES.map((code) => ({ value: code, label: t(`tuition.spokenLanguages.${code}`) }))}
        value={filters.language}
        onChange={(value) => set({ language: value })}
        clearable
        searchable
        data-testid="tutors-language"
      />
      <Switch
        label={t('tuition.trial.filter')}
        checked={filters.trial}
        onChange={(event) => set({ trial: event.currentTarget.checked ? '1' : null })}
        data-testid="tutors-trial"
      />
      <Button variant="subtle" onClick={onClear} data-testid="tutors-clear">
        {t('tuition.tutors.clear')}
      </Button>
    </Stack>
  );
}
