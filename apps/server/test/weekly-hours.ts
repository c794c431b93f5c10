import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/**
 * `PUT /availability-schedule`: the same hours every day of the week in the tutor's zone, a buffer between
 * lessons, no minimum notice and a week ahead; fails the test when refused.
 */
export async function saveDailyHours(
  t: TestApp,
  token: string,
  hours: { start: string; end: string; bufferMinutes: number },
): Promise<void> {
  const saved = await t.call('PUT', '/api/v1/availability-schedule', {
    token,
    body: {
      weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        ranges: [{ start: hours.start, end: hours.end }],
      })),
      date_overrides: [],
      buffer_minutes: hours.bufferMinutes,
      min_notice_hours: 0,
      booking_horizon_days: 7,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
