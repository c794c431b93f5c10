import { describe, expect, it } from 'vitest';
import { orderOf, pageOffset } from './policy.ts';

describe('pageOffset', () => {
  it('counts pages from 1', () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });
});

describe('orderOf', () => {
  it('ranks by relevance only with a keyword, by default as when asked', () => {
    expect(orderOf(undefined, 'algebra')).toBe('relevance');
    expect(orderOf('relevance', 'algebra')).toBe('relevance');
    expect(orderOf(undefined, undefined)).toBe('next_free');
    expect(orderOf('relevance', undefined)).toBe('next_free');
    expect(orderOf('price_asc', 'algebra')).toBe('price_asc');
  });
});
