import type { CountryDetail, Education, Language, Specialty, Subject, SubscriptionPlan } from '@kru/contract';
import { localized } from '../../platform/i18n.ts';
import type { CountryRow, EducationTreeRow, PlanRow, SpecialtyRow, SubjectRow } from './repository.ts';

/** The markets Kru serves come first in country pickers; the rest follow in the language's alphabetical order. */
const PINNED_COUNTRIES = ['GB', 'TH'];

type TitledRow = { id: number; titleEn: string; titleTh: string };

function titled(row: TitledRow, language: Language) {
  return { id: row.id, title: localized(row, language) };
}

function byTitle(language: Language) {
  const collator = new Intl.Collator(language);
  return (a: { title: string }, b: { title: string }) => collator.compare(a.title, b.title);
}

/** Nests the flat education/school year/subject rows, keeping their order. */
export function presentEducations(rows: EducationTreeRow[], language: Language): Education[] {
  const result: Education[] = [];
  for (const row of rows) {
    let education = result.at(-1);
    if (education?.id !== row.education.id) {
      education = { ...titled(row.education, language), school_years: [] };
      result.push(education);
    }
    if (!row.schoolYear) continue;
    let year = education.school_years.at(-1);
    if (year?.id !== row.schoolYear.id) {
      year = { ...titled(row.schoolYear, language), subjects: [] };
      education.school_years.push(year);
    }
    if (row.subject) year.subjects.push(titled(row.subject, language));
  }
  return result;
}

export function presentSubject(row: SubjectRow, language: Language): Subject {
  return {
    ...titled(row, language),
    school_year: { ...titled(row.schoolYear, language), education_id: row.schoolYear.educationId },
  };
}

export function presentSpecialty(row: SpecialtyRow, language: Language): Specialty {
  return { ...titled(row, language), subject_id: row.subjectId };
}

export function presentCountries(rows: CountryRow[], language: Language) {
  const pinned = (code: string) => {
    const index = PINNED_COUNTRIES.indexOf(code);
    return index === -1 ? PINNED_COUNTRIES.length : index;
  };
  const compare = byTitle(language);
  return rows
    .map((row) => ({ ...titled(row, language), code: row.code }))
    .sort((a, b) => pinned(a.code) - pinned(b.code) || compare(a, b));
}

export function presentCountry(
  country: CountryRow,
  counties: TitledRow[],
  language: Language,
): CountryDetail {
  return {
    ...titled(country, language),
    code: country.code,
    counties: counties.map((county) => titled(county, language)).sort(byTitle(language)),
  };
}

/** Pence inside, pounds with two decimals on the wire; one price id per billing period. */
export function presentPlan(row: PlanRow, language: Language): SubscriptionPlan {
  const th = language === 'th';
  return {
    product_id: row.productId,
    product_name: th ? row.nameTh : row.nameEn,
    description: th ? row.descriptionTh : row.descriptionEn,
    metas: th ? row.metasTh : row.metasEn,
    currency: 'GBP',
    prices: [
      { type: 'monthly', price_id: `${row.productId}-monthly`, price: row.monthlyPricePence / 100 },
      { type: 'yearly', price_id: `${row.productId}-yearly`, price: row.yearlyPricePence / 100 },
    ],
  };
}
