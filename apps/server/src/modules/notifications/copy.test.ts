import { SESSION_NOTIFICATION_TYPES } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { type NotificationFacts, notificationLink, writeNotification } from './copy.ts';

const facts: NotificationFacts = {
  session_id: 7,
  tutor_id: 3,
  receiver_role: 'student',
  subject_en: 'Maths',
  subject_th: 'คณิตศาสตร์',
  other_name: 'Malee Sukjai',
  starting_at: '2026-03-29T09:00:00.000Z',
};

describe('notification copy', () => {
  it('writes every type in English and Thai with the subject, the other person and the time', () => {
    for (const type of SESSION_NOTIFICATION_TYPES) {
      for (const role of ['student', 'teacher'] as const) {
        const en = writeNotification(type, { ...facts, receiver_role: role }, 'en', 'Europe/London');
        const th = writeNotification(type, { ...facts, receiver_role: role }, 'th', 'Asia/Bangkok');
        expect(en.title, type).not.toBe('');
        expect(th.title, type).not.toBe(en.title);
        expect(en.lines.join(' '), type).toContain('Maths');
        expect(th.lines.join(' '), type).toContain('คณิตศาสตร์');
        expect(th.lines.join(' '), type).toContain('Malee Sukjai');
        expect(en.lines.join(' '), type).toContain('10:00 BST');
        expect(th.lines.join(' '), type).toContain('16:00');
      }
    }
  });

  it('says the stars of a new review and quotes its words', () => {
    const text = writeNotification('session.reviewed', { ...facts, rate: '4', review: 'Clear' }, 'en', 'UTC');
    expect(text.lines).toEqual([
      'Malee Sukjai rated your Maths lesson on Sunday, 29 March 2026 at 09:00 UTC: 4 out of 5.',
      '“Clear”',
    ]);
    expect(writeNotification('session.reviewed', { ...facts, rate: '4' }, 'th', 'UTC').lines).toHaveLength(1);
    expect(notificationLink('session.reviewed')).toBe('/tuition/my-reviews');
  });

  it('adds the reason, and words a kept cancellation differently from a refunded one', () => {
    const kept = writeNotification(
      'cancellation.decided',
      { ...facts, status: 'kept', reason: 'Ill' },
      'en',
      'UTC',
    );
    const refunded = writeNotification('cancellation.decided', { ...facts, status: 'refunded' }, 'en', 'UTC');
    expect(kept.title).toBe('Your cancellation: the tutor kept the payment');
    expect(kept.lines.at(-1)).toBe('Reason: Ill');
    expect(refunded.title).toBe('Your cancellation was refunded');
  });

  it('links the page to act on', () => {
    expect(notificationLink('session.requested')).toBe('/tuition/requested');
    expect(notificationLink('session.completed')).toBe('/tuition/sessions?tab=past');
    expect(notificationLink('session.approved')).toBe('/tuition/sessions');
  });

  it("offers an expired request's student the other tutors and links to the request's page", () => {
    const offered = { ...facts, alternatives: 'Ann Lee, Bo Kim' };
    expect(writeNotification('session.expired', offered, 'en', 'UTC').lines.at(-1)).toBe(
      'Other Maths tutors are free within a day of that time: Ann Lee, Bo Kim. Book one in one click.',
    );
    expect(writeNotification('session.expired', offered, 'th', 'UTC').lines.at(-1)).toContain(
      'Ann Lee, Bo Kim',
    );
    expect(writeNotification('session.expired', facts, 'en', 'UTC').lines).toHaveLength(2);
    expect(notificationLink('session.expired', facts)).toBe('/tuition/sessions/expired?sessionId=7');
    expect(notificationLink('session.expired', { ...facts, receiver_role: 'teacher' })).toBe(
      '/tuition/sessions',
    );
  });
});
