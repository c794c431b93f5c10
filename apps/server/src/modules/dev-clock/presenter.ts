export function presentClock(now: Date): { now: string } {
  return { now: now.toISOString() };
}

/** A count when the job reports one (e.g. the sessions it completed), otherwise null. */
export function presentJobRun(name: string, result: unknown): { name: string; result: number | null } {
  return { name, result: typeof result === 'number' ? result : null };
}
