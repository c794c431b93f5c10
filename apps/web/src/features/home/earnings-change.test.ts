import { describe, expect, it } from 'vitest';
import { earningsChange } from './earnings-change.ts';

describe('earningsChange', () => {
  it('is the rounded percent change from last month', () => {
    expect(earningsChange(30, 20)).toBe(50);
    expect(earningsChange(10, 40)).toBe(-75);
    expect(earningsChange(20.25, 20)).toBe(1);
    expect(earningsChange(0, 12.5)).toBe(-100);
  });

  it('is none when last month earned nothing', () => {
    expect(earningsChange(25, 0)).toBeNull();
    expect(earningsChange(0, 0)).toBeNull();
  });
});
