import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import {
  changedVettedFields,
  mayPriceSubjects,
  normalizeParentEmails,
  optionalText,
  ownAddressIndex,
  penceToPounds,
  poundsToPence,
  samePrices,
  subjectPriceProblem,
} from './policy.ts';

describe('normalizeParentEmails', () => {
  it('keeps each address once, lower-case, in order', () => {
    expect(normalizeParentEmails(['B@x.com', 'a@x.com', 'b@X.com ', ''])).toEqual(['b@x.com', 'a@x.com']);
  });
});

describe('ownAddressIndex', () => {
  it("finds the student's own address among the parents' contacts, whatever its case", () => {
    expect(ownAddressIndex(['mum@x.com', ' Ploy@X.com'], 'ploy@x.com')).toBe(1);
    expect(ownAddressIndex(['mum@x.com'], 'ploy@x.com')).toBe(-1);
  });
});

describe('money', () => {
  it('converts pounds to whole pence and back without float drift', () => {
    expect(poundsToPence(12.5)).toBe(1250);
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence(0.29)).toBe(29);
    expect(penceToPounds(1999)).toBe(19.99);
    expect(penceToPounds(3000)).toBe(30);
  });
});

describe('optionalText', () => {
  it('turns blank text into null', () => {
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' Bio ')).toBe('Bio');
  });
});

describe('mayPriceSubjects', () => {
  it('is for tutors only', () => {
    expect(mayPriceSubjects({ role: 'teacher' })).toBe(true);
    expect(mayPriceSubjects({ role: 'student' })).toBe(false);
    expect(mayPriceSubjects({ role: 'admin' })).toBe(false);
  });
});

describe('subjectPriceProblem', () => {
  const known = {
    subjectIds: new Set([1, 2]),
    subjectOfSpecialty: new Map([
      [10, 1],
      [11, 1],
      [20, 2],
    ]),
  };
  const price = (subject_id: number, specialties: number[]) => ({
    subject_id,
    price_per_hour: 10,
    specialties,
  });

  it('accepts known subjects with their own specialties', () => {
    expect(subjectPriceProblem([price(1, [10, 11]), price(2, [20])], known)).toBeNull();
  });

  it('names the field of the first problem', () => {
    expect(subjectPriceProblem([price(1, []), price(3, [])], known)).toEqual({
      field: 'subject_prices.1.subject_id',
      message: MSG.invalidValue,
    });
    expect(subjectPriceProblem([price(2, [99])], known)).toEqual({
      field: 'subject_prices.0.specialties',
      message: MSG.invalidValue,
    });
    expect(subjectPriceProblem([price(2, [10])], known)).toEqual({
      field: 'subject_prices.0.specialties',
      message: MSG.specialtyNotInSubject,
    });
  });
});

describe('vetted fields', () => {
  const before = { firstName: 'Malee', lastName: 'Sukjai', title: 'Ms', gradeId: 3 };

  it('names the vetted fields a change really changes', () => {
    expect(changedVettedFields(before, { firstName: 'Mali', title: 'Dr' })).toEqual(['first_name', 'title']);
    expect(changedVettedFields(before, { lastName: 'Jaidee', gradeId: 4 })).toEqual([
      'last_name',
      'grade_id',
    ]);
  });

  it('ignores fields sent with the value they have, and fields not sent', () => {
    expect(
      changedVettedFields(before, { firstName: 'Malee', lastName: 'Sukjai', title: 'Ms', gradeId: 3 }),
    ).toEqual([]);
    expect(changedVettedFields(before, {})).toEqual([]);
  });

  it('compares price lists by subject, price and specialties, in any order', () => {
    const list = [
      { subjectId: 1, pricePerHourPence: 2500, specialtyIds: [7, 5] },
      { subjectId: 2, pricePerHourPence: 3000, specialtyIds: [] },
    ];
    const reordered = [
      { subjectId: 2, pricePerHourPence: 3000, specialtyIds: [] },
      { subjectId: 1, pricePerHourPence: 2500, specialtyIds: [5, 7] },
    ];
    expect(samePrices(list, reordered)).toBe(true);
    expect(samePrices(list, [list[0]!])).toBe(false);
    expect(samePrices(list, [{ ...list[0]!, pricePerHourPence: 2600 }, list[1]!])).toBe(false);
    expect(samePrices(list, [{ ...list[0]!, specialtyIds: [5] }, list[1]!])).toBe(false);
    expect(samePrices([], [])).toBe(true);
  });
});
