import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The server's development clock (DEV_CLOCK=1 in the journeys' server): a journey moves time forward instead of
 * waiting, then must put it back with `resetClock`, because the journeys after it share the server and need real time.
 */
export async function advanceClock(request: APIRequestContext, minutes: number): Promise<Date> {
  const res = await request.post('/api/v1/dev/clock/advance', { data: { minutes } });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { data: { now: string } }).data.now);
}

export async function resetClock(request: APIRequestContext) {
  const res = await request.post('/api/v1/dev/clock/reset');
  expect(res.status(), await res.text()).toBe(200);
}

/** Runs one of the server's scheduled jobs at once (e.g. `sessions-complete-ended`); answers its count. */
export async function runJob(request: APIRequestContext, name: string): Promise<number | null> {
  const res = await request.post('/api/v1/dev/jobs/run', { data: { name } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { result: number | null } }).data.result;
}
