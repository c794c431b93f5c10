/**
 * `npm run bench:free-time`: how long the free-time computation (apps/server/src/modules/availability/free-time.ts)
 * takes for one tutor's 4 weeks of weekly hours: two ranges on weekdays, one on Saturdays, a day off and a date
 * with other hours, a 15-minute buffer around 20 booked lessons, in Europe/London across its spring clock change.
 * The same work a save of weekly hours, the daily roll and the page's preview do before touching the database.
 * Prints the median and 95th percentile of ITERATIONS runs (after a warm-up); measured, never asserted.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { TimeRange } from '@kru/contract';
import { freeSlots, type ScheduleRules } from '../apps/server/src/modules/availability/free-time.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2_000);
const DAY_MS = 86_400_000;

const weekday = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '18:00' },
];
const rules: ScheduleRules = {
  weeklyHours: [
    ...[1, 2, 3, 4, 5].map((day) => ({ weekday: day, ranges: weekday })),
    { weekday: 6, ranges: [{ start: '10:00', end: '14:00' }] },
  ],
  dateOverrides: [
    { date: '2026-03-25', ranges: [] },
    { date: '2026-04-04', ranges: [{ start: '18:00', end: '21:00' }] },
  ],
  bufferMinutes: 15,
};
const from = new Date('2026-03-16T00:00:00Z');
const till = new Date(from.getTime() + 28 * DAY_MS);
// 20 booked hours, one every 33 hours and a bit, so some meet working time and some do not.
const busy: TimeRange[] = Array.from({ length: 20 }, (_, i) => {
  const start = from.getTime() + 9 * 3_600_000 + i * 121 * 30 * 60_000;
  return { start: new Date(start), end: new Date(start + 3_600_000) };
});

const run = () => freeSlots(rules, 'Europe/London', { from, till }, busy);
for (let i = 0; i < 200; i += 1) run();
const times: number[] = [];
let slots = 0;
for (let i = 0; i < ITERATIONS; i += 1) {
  const started = performance.now();
  slots = run().length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(
  `free time of 4 weeks (Europe/London, DST change inside): ${slots} slots; ` +
    `median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms over ${ITERATIONS} runs ` +
    `(${os.cpus().length} cores, Node ${process.versions.node}, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
