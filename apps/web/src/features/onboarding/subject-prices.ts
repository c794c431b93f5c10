import { type Education, MSG, type SubjectPriceInput, updateUserBody } from '@kru/contract';
import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Camelized } from '../../app/api/case.ts';
import type { SessionUser } from '../../app/session/index.ts';
import { translateMessageKey, zodFormResolver } from '../../ui/form/index.ts';

export interface PriceRow {
  /** Keeps React's list stable while rows come and go; never sent. */
  key: string;
  subject_id: string | null;
  /** NumberInput's value: a number, or '' while empty. */
  price_per_hour: number | string;
  specialties: string[];
}

export interface SubjectPricesValues extends Record<string, unknown> {
  /** The grades (school years) taught: they narrow the subjects offered; never sent. */
  grades: string[];
  subject_prices: PriceRow[];
}

export const emptyRow = (): PriceRow => ({
  key: randomId(),
  subject_id: null,
  price_per_hour: '',
  specialties: [],
});

export function initialSubjectPrices(user: Pick<SessionUser, 'subjectPrices'>): SubjectPricesValues {
  const grades = user.subjectPrices.flatMap((price) =>
    price.subject.schoolYear ? [String(price.subject.schoolYear.id)] : [],
  );
  return {
    grades: [...new Set(grades)],
    subject_prices: user.subjectPrices.map((price) => ({
      key: randomId(),
      subject_id: String(price.subjectId),
      price_per_hour: price.pricePerHour,
      specialties: price.specialties.map((specialty) => String(specialty.id)),
    })),
  };
}

/** The rows as `POST /user` takes them (`subject_prices`, replacing the tutor's whole list). */
export function toSubjectPriceInputs(rows: PriceRow[]): SubjectPriceInput[] {
  return rows.map((row) => ({
    subject_id: Number(row.subject_id),
    price_per_hour: Number(row.price_per_hour),
    specialties: row.specialties.map(Number),
  }));
}

const pricesRules = z.object({ subject_prices: updateUserBody.shape.subject_prices.unwrap() });

/** The contract's subjectPriceInput rules, after the blanks have been named for what they are. */
export function validateSubjectPrices(values: SubjectPricesValues, t: TFunction): FormErrors {
  const errors: FormErrors = {};
  if (values.grades.length === 0) errors.grades = translateMessageKey(MSG.gradeRequired);
  if (values.subject_prices.length === 0) errors.subject_prices = t('onboarding.prices.atLeastOne');
  values.subject_prices.forEach((row, index) => {
    if (!row.subject_id)
      errors[`subject_prices.${index}.subject_id`] = translateMessageKey(MSG.subjectRequired);
    if (row.price_per_hour === '') {
      errors[`subject_prices.${index}.price_per_hour`] = translateMessageKey(MSG.pricePerHourRequired);
    }
  });
  const ruled = zodFormResolver(pricesRules)({ subject_prices: toSubjectPriceInputs(values.subject_prices) });
  return { ...ruled, ...errors };
}

type Educations = Camelized<Education>[];

/** The subjects of the chosen grades, grouped by grade, as Select data. */
export function subjectOptions(educations: Educations, grades: string[]) {
  return educations.flatMap((education) =>
    education.schoolYears
      .filter((year) => grades.includes(String(year.id)))
      .map((year) => ({
        group: year.title,
        items: year.subjects.map((subject) => ({
          value: String(subject.id),
          label: `${subject.title} · ${year.title}`,
        })),
      })),
  );
}

/** Every grade, grouped by education, as MultiSelect data. */
export function gradeOptions(educations: Educations) {
  return educations.map((education) => ({
    group: education.title,
    items: education.schoolYears.map((year) => ({ value: String(year.id), label: year.title })),
  }));
}

/** The rows that still fit after the grades changed: a row whose subject's grade was dropped goes. */
export function rowsForGrades(rows: PriceRow[], educations: Educations, grades: string[]): PriceRow[] {
  const offered = new Set(
    subjectOptions(educations, grades).flatMap((group) => group.items.map((item) => item.value)),
  );
  const kept = rows.filter((row) => !row.subject_id || offered.has(row.subject_id));
  return kept.length === 0 && grades.length > 0 ? [emptyRow()] : kept;
}
