import type { User } from '@kru/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Camelized, camelizeKeys, snakeizeKeys, toCamelCase, toSnakeCase } from './case.ts';

describe('key case mapping', () => {
  it('converts single keys both ways', () => {
    expect(toCamelCase('stripe_connect_account_status')).toBe('stripeConnectAccountStatus');
    expect(toSnakeCase('stripeConnectAccountStatus')).toBe('stripe_connect_account_status');
    expect(toSnakeCase('already_snake')).toBe('already_snake');
    expect(toSnakeCase(toCamelCase('address_line_1'))).toBe('address_line_1');
  });

  it('camelizes nested objects and arrays, leaving values alone', () => {
    const wire = {
      full_name: 'Anna',
      subject_prices: [{ price_per_hour: 12.5, specialties: [{ id: 1, title: 'exam_prep' }] }],
      grade: null,
    };
    expect(camelizeKeys(wire)).toEqual({
      fullName: 'Anna',
      subjectPrices: [{ pricePerHour: 12.5, specialties: [{ id: 1, title: 'exam_prep' }] }],
      grade: null,
    });
  });

  it('snakeizes outgoing bodies deeply and keeps non-plain objects as they are', () => {
    const when = new Date('2024-01-01T00:00:00Z');
    expect(snakeizeKeys({ requestKey: 'k', subjectPrices: [{ subjectId: 3 }], startingAt: when })).toEqual({
      request_key: 'k',
      subject_prices: [{ subject_id: 3 }],
      starting_at: when,
    });
  });

  it('types the contract shapes in camelCase', () => {
    expectTypeOf<Camelized<User>['stripeConnectAccountStatus']>().toEqualTypeOf<
      User['stripe_connect_account_status']
    >();
    expectTypeOf<Camelized<User>['subjectPrices'][number]['pricePerHour']>().toEqualTypeOf<number>();
    expectTypeOf<Camelized<{ a_b: { c_d: string }[] }>>().toEqualTypeOf<{ aB: { cD: string }[] }>();
  });
});
