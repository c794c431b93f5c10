/** The time source of use cases; tests move it instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function minutesFrom(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
