import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant.ts';

describe('isoInstant', () => {
  it('writes what toISOString writes, across days, years and the edges of the plain format', () => {
    const instants = [
      0,
      -1,
      1,
      Date.UTC(2026, 2, 29, 0, 59, 59, 999),
      Date.UTC(2026, 11, 31, 23, 30),
      Date.UTC(2024, 1, 29, 12, 0, 0, 7),
      Date.UTC(1969, 11, 31, 23, 59, 59, 990),
      -62_167_219_200_000,
      -62_167_219_200_001,
      253_402_300_799_999,
      253_402_300_800_000,
      8.64e15,
      -8.64e15,
    ];
    for (let ms = -2e12; ms < 5e12; ms += 7_654_321_987) instants.push(ms);
    for (let ms = Date.UTC(2026, 10, 28); ms < Date.UTC(2026, 11, 2); ms += 30 * 60_000) instants.push(ms);
    for (const ms of instants) expect(isoInstant(ms), String(ms)).toBe(new Date(ms).toISOString());
  });
});
