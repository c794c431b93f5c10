import { describe, expect, it } from 'vitest';
import { transferProgress } from './transfer-time.ts';

describe('transferProgress', () => {
  it('answers the percentage, and no time left in the first second', () => {
    expect(transferProgress({ at: 0, bytes: 0 }, 500, 250, 1000)).toEqual({ percent: 25, secondsLeft: null });
  });

  it('estimates the time left from the average speed since the bytes started', () => {
    // 100 bytes a second, 800 to go.
    expect(transferProgress({ at: 0, bytes: 0 }, 2000, 200, 1000)).toEqual({ percent: 20, secondsLeft: 8 });
  });

  it('counts only the bytes sent since a resume', () => {
    // Resumed at 500: 100 new bytes in 2 s, 400 to go.
    expect(transferProgress({ at: 10_000, bytes: 500 }, 12_000, 600, 1000)).toEqual({
      percent: 60,
      secondsLeft: 8,
    });
  });

  it('never goes past 100% nor divides by nothing', () => {
    expect(transferProgress({ at: 0, bytes: 0 }, 5000, 0, 0)).toEqual({ percent: 0, secondsLeft: null });
    expect(transferProgress({ at: 0, bytes: 0 }, 5000, 1000, 1000)).toEqual({ percent: 100, secondsLeft: 0 });
  });
});
