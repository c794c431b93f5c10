import { describe, expect, it } from 'vitest';
import { latestDateOnEarth } from './common.ts';

describe('latestDateOnEarth', () => {
  it('is the date on the first side of the date line (UTC+14) to reach it', () => {
    expect(latestDateOnEarth(new Date('2026-11-27T09:59:00Z'))).toBe('2026-11-27');
    expect(latestDateOnEarth(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-28');
  });
});
