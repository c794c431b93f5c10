import type { AdjustableClock } from '../../platform/clock.ts';

/** Back to real time; answers it. */
export function resetClock(clock: AdjustableClock): Date {
  clock.reset();
  return clock.now();
}
