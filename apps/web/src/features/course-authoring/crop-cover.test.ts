import { describe, expect, it } from 'vitest';
import { coverOutputSize, isLargeEnoughForCover } from './crop-cover.ts';

describe('coverOutputSize', () => {
  it('writes the exact card shape at the crop’s width', () => {
    expect(coverOutputSize({ x: 0, y: 0, width: 800.4, height: 450.2 })).toEqual({ width: 800, height: 450 });
  });

  it('keeps within the smallest and largest cover widths', () => {
    expect(coverOutputSize({ x: 0, y: 0, width: 200, height: 112.5 })).toEqual({ width: 320, height: 180 });
    expect(coverOutputSize({ x: 0, y: 0, width: 4000, height: 2250 })).toEqual({ width: 1280, height: 720 });
  });
});

describe('isLargeEnoughForCover', () => {
  it('asks for room for a 16:9 crop at least 320 pixels wide', () => {
    expect(isLargeEnoughForCover(320, 180)).toBe(true);
    expect(isLargeEnoughForCover(1000, 180)).toBe(true);
    expect(isLargeEnoughForCover(300, 1000)).toBe(false);
    expect(isLargeEnoughForCover(1000, 170)).toBe(false);
  });
});
