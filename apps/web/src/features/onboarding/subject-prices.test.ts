import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadFullCatalogue } from '../../i18n/index.ts';
import {
  emptyRow,
  initialSubjectPrices,
  type PriceRow,
  rowsForGrades,
  toSubjectPriceInputs,
  validateSubjectPrices,
} from './subject-prices.ts';

const educations = [
  {
    id: 2,
    title: 'Secondary',
    schoolYears: [
      { id: 10, title: 'Year 10', subjects: [{ id: 74, title: 'Maths' }] },
      { id: 11, title: 'Year 11', subjects: [{ id: 86, title: 'Maths' }] },
    ],
  },
];
const row = (values: Partial<PriceRow>): PriceRow => ({ ...emptyRow(), ...values });

describe('validateSubjectPrices', () => {
  beforeAll(() => loadFullCatalogue());

  const validate = (grades: string[], rows: PriceRow[]) =>
    validateSubjectPrices({ grades, subject_prices: rows }, i18n.t);

  it('asks for a grade and at least one subject', () => {
    expect(validate([], [])).toEqual({
      grades: 'Grade is required',
      subject_prices: 'Add at least one subject with its price.',
    });
  });

  it('names blank subjects and prices for what they are', () => {
    expect(validate(['10'], [emptyRow()])).toEqual({
      'subject_prices.0.subject_id': 'Subject is required',
      'subject_prices.0.price_per_hour': 'Price per hour is required',
    });
  });

  it("applies the contract's price and specialty rules", () => {
    expect(
      validate(['10'], [row({ subject_id: '74', price_per_hour: 0.5, specialties: ['1', '2', '3', '4'] })]),
    ).toEqual({
      'subject_prices.0.price_per_hour':
        'Price per hour must be between 1 and 1000 pounds with at most two decimals',
      'subject_prices.0.specialties': 'Up to 3 specialties per subject',
    });
    expect(validate(['10'], [row({ subject_id: '74', price_per_hour: 12.5, specialties: ['336'] })])).toEqual(
      {},
    );
  });
});

describe('subject price rows', () => {
  it('are sent as numbers', () => {
    expect(
      toSubjectPriceInputs([row({ subject_id: '74', price_per_hour: 12.5, specialties: ['336'] })]),
    ).toEqual([{ subject_id: 74, price_per_hour: 12.5, specialties: [336] }]);
  });

  it('drop the subjects of a grade no longer taught, leaving one empty row to fill', () => {
    const rows = [row({ subject_id: '74' }), row({ subject_id: '86' })];
    expect(rowsForGrades(rows, educations, ['11']).map((r) => r.subject_id)).toEqual(['86']);
    expect(rowsForGrades(rows, educations, ['12']).map((r) => r.subject_id)).toEqual([null]);
    expect(rowsForGrades(rows, educations, [])).toEqual([]);
  });

  it("start from the tutor's saved prices and their grades", () => {
    const values = initialSubjectPrices({
      subjectPrices: [
        {
          subjectId: 74,
          subject: { id: 74, title: 'Maths', schoolYear: { id: 10, title: 'Year 10' } },
          pricePerHour: 35,
          specialties: [{ id: 336, title: 'Algebra' }],
        },
      ],
    });
    expect(values.grades).toEqual(['10']);
    expect(values.subject_prices).toMatchObject([
      { subject_id: '74', price_per_hour: 35, specialties: ['336'] },
    ]);
  });
});
