import { describe, expect, it } from 'vitest';
import { fullName } from './person-name.ts';

describe('fullName', () => {
  it('joins the names, or falls back to the local part of the address', () => {
    expect(fullName({ firstName: 'Malee', lastName: 'Sukjai', email: 'm@example.com' })).toBe('Malee Sukjai');
    expect(fullName({ firstName: 'Malee', lastName: null, email: 'm@example.com' })).toBe('Malee');
    expect(fullName({ firstName: ' ', lastName: null, email: 'malee.s@example.com' })).toBe('malee.s');
  });
});
