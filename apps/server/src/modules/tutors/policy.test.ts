import { describe, expect, it } from 'vitest';
import { pageOffset } from './policy.ts';

describe('pageOffset', () => {
  it('counts pages from 1', () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });
});
