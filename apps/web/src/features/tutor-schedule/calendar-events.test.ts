import { describe, expect, it } from 'vitest';
import { calendarEvents } from './calendar-events.ts';

const slot = (id: number, startingAt: string, endingAt: string, isBooked = false) => ({
  id,
  startingAt,
  endingAt,
  isBooked,
});
const teacher = { id: 1, fullName: 'Malee Sukjai', timeZone: 'Asia/Bangkok', approvalStatus: 'approved' };
const labels = { free: 'Free', booked: 'Booked' };

describe('calendarEvents', () => {
  it("merges free and booked slots into blocks on the tutor's wall clock, booked in the spec's colour", () => {
    const events = calendarEvents(
      {
        availabilities: [
          slot(1, '2026-03-27T10:00:00.000Z', '2026-03-27T10:30:00.000Z'),
          slot(2, '2026-03-27T10:30:00.000Z', '2026-03-27T11:00:00.000Z'),
          slot(3, '2026-03-27T11:00:00.000Z', '2026-03-27T11:30:00.000Z', true),
          slot(4, '2026-03-27T11:30:00.000Z', '2026-03-27T12:00:00.000Z', true),
        ],
        events: [],
        teacher,
      },
      'Asia/Bangkok',
      labels,
    );
    expect(events.map((e) => [e.extendedProps.kind, e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['free', '2026-03-27T17:00:00.000Z', '2026-03-27T18:00:00.000Z'],
      ['booked', '2026-03-27T18:00:00.000Z', '2026-03-27T19:00:00.000Z'],
    ]);
    const free = events[0]!.extendedProps;
    expect(free.kind === 'free' && free.slots.map((s) => s.id)).toEqual([1, 2]);
    expect(events[1]!.backgroundColor).toBe('#3b3086');
  });

  it('colours sessions by status', () => {
    const [event] = calendarEvents(
      {
        availabilities: [],
        events: [
          {
            id: 9,
            startingAt: '2026-03-27T10:00:00.000Z',
            endingAt: '2026-03-27T11:00:00.000Z',
            status: 'determination_pending',
            title: 'Maths',
            isTrial: false,
          },
        ],
        teacher,
      },
      'UTC',
      labels,
    );
    expect(event).toMatchObject({ title: 'Maths', backgroundColor: '#c4c1db' });
  });

  it('names a trial lesson before its title', () => {
    const [event] = calendarEvents(
      {
        availabilities: [],
        events: [
          {
            id: 10,
            startingAt: '2026-03-27T10:00:00.000Z',
            endingAt: '2026-03-27T10:30:00.000Z',
            status: 'approved',
            title: 'Maths · Somchai Student',
            isTrial: true,
          },
        ],
        teacher,
      },
      'UTC',
      { ...labels, trial: 'Trial lesson' },
    );
    expect(event?.title).toBe('Trial lesson · Maths · Somchai Student');
  });
});
