import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { coverShapeProblem } from './cover-shape.ts';

const problemOf = (width: number, height: number) => coverShapeProblem({ width, height })?.message ?? null;

describe('coverShapeProblem', () => {
  it('accepts the card shape, with the rounding a crop in the browser makes', () => {
    expect(problemOf(1280, 720)).toBeNull();
    expect(problemOf(320, 180)).toBeNull();
    expect(problemOf(1279, 720)).toBeNull();
    expect(problemOf(1000, 563)).toBeNull();
  });

  it('refuses another shape', () => {
    expect(problemOf(1280, 960)).toBe(MSG.coverWrongShape);
    expect(problemOf(720, 1280)).toBe(MSG.coverWrongShape);
    expect(problemOf(1000, 500)).toBe(MSG.coverWrongShape);
    expect(coverShapeProblem(null)?.message).toBe(MSG.coverWrongShape);
  });

  it('refuses a cover too small to stay sharp on a card', () => {
    expect(problemOf(160, 90)).toBe(MSG.coverTooSmall);
  });
});
