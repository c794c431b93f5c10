/** The time source of use cases; tests move it instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function minutesFrom(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/**
 * Real time plus an offset that only moves forward (DEV_CLOCK=1): the journeys let an hour's session end without
 * waiting an hour, while time keeps running as it would.
 */
export interface AdjustableClock extends Clock {
  /** Moves time forward by `minutes` (more than 0) and answers the new now. */
  advance(minutes: number): Date;
  /** Back to real time. */
  reset(): void;
}

export function adjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0;
  const now = () => new Date(base.now().getTime() + offsetMs);
  return {
    now,
    advance(minutes) {
      if (!Number.isFinite(minutes) || minutes <= 0) {
        throw new RangeError(`the clock only moves forward, not by ${minutes} minutes`);
      }
      offsetMs += minutes * 60_000;
      return now();
    },
    reset() {
      offsetMs = 0;
    },
  };
}

export function isAdjustableClock(clock: Clock): clock is AdjustableClock {
  return 'advance' in clock && 'reset' in clock;
}
