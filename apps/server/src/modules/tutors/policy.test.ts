import { describe, expect, it } from 'vitest';
import { containsPattern, pageOffset } from './policy.ts';

describe('containsPattern', () => {
  it('matches the keyword anywhere, with LIKE wildcards and the escape taken literally', () => {
    expect(containsPattern('maths')).toBe('%maths%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
    expect(containsPattern('คณิต')).toBe('%คณิต%');
  });
});

describe('pageOffset', () => {
  it('counts pages from 1', () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });
});
