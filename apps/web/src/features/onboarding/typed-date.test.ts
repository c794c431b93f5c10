import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date.ts';

describe('parseTypedDate', () => {
  it('reads day-first and ISO dates', () => {
    expect(parseTypedDate('14/05/2010')).toBe('2010-05-14');
    expect(parseTypedDate(' 2.7.1986 ')).toBe('1986-07-02');
    expect(parseTypedDate('2010-5-4')).toBe('2010-05-04');
  });

  it('waits for a whole, real date', () => {
    expect(parseTypedDate('14/05/20')).toBeNull();
    expect(parseTypedDate('31/02/2010')).toBeNull();
    expect(parseTypedDate('May 14')).toBeNull();
  });
});
