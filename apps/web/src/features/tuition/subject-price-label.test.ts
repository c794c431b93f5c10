import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { subjectPriceLabel } from './subject-price-label.ts';

const t = ((key: string, values: { price: string }) => `${key}:${values.price}`) as unknown as TFunction;

describe('subjectPriceLabel', () => {
  it('names the subject, its level and the hourly price', () => {
    expect(subjectPriceLabel(t, { subject: 'Maths', level: 'GCSE', pricePerHour: 35 })).toMatch(
      /^Maths · GCSE · tuition\.card\.perHourShort:£35(\.00)?$/,
    );
  });

  it('leaves out a level it does not know', () => {
    expect(subjectPriceLabel(t, { subject: 'Maths', level: null, pricePerHour: 35 })).toMatch(
      /^Maths · tuition\.card\.perHourShort:/,
    );
  });
});
