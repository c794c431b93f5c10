import type { AdjustableClock } from '../../platform/clock.ts';

/** Moves the server's time forward by `minutes`; answers the new now. */
export function advanceClock(clock: AdjustableClock, minutes: number): Date {
  return clock.advance(minutes);
}
