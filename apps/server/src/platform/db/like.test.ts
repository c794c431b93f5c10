import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.ts';

describe('containsPattern', () => {
  it('matches anywhere, taking %, _ and \\ literally', () => {
    expect(containsPattern('malee')).toBe('%malee%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});
