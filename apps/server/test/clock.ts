import type { Clock } from '../src/platform/clock.ts';

export interface MovableClock extends Clock {
  /** Moves time forward by `ms` (codes expire, windows pass) without waiting. */
  advance(ms: number): void;
}

/** A clock that stands still until a test moves it. */
export function movableClock(start = new Date()): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
