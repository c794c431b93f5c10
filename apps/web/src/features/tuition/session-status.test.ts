import { describe, expect, it } from 'vitest';
import { startSiteConfig } from '../../app/site/site-config.ts';
import {
  cancellationKind,
  isCancellable,
  isJoinOpen,
  joinOpensAt,
  mayReportNoShow,
  statusLook,
  timeLeft,
} from './session-status.ts';

describe('status title and colour', () => {
  it('uses the spec colours and titles, and shows completed as Completed', () => {
    expect(statusLook('payment_pending')).toMatchObject({
      titleKey: 'tuition.status.payment_pending',
      color: '#f7d3ea',
    });
    expect(statusLook('determination_pending').color).toBe('#c4c1db');
    expect(statusLook('approved')).toMatchObject({ color: '#3b3086', textColor: '#ffffff' });
    expect(statusLook('rejected').color).toBe('#ffc2c0');
    expect(statusLook('cancelled').color).toBe('#e6e6e6');
    expect(statusLook('completed').titleKey).toBe('tuition.status.completed');
  });
});

describe('the join window', () => {
  const session = {
    status: 'approved' as const,
    startingAt: '2026-04-08T10:00:00Z',
    endingAt: '2026-04-08T11:00:00Z',
    joinLink: '/tuition/sessions/meeting?sessionId=1',
  };

  it('opens 10 minutes before the start and closes at the end', () => {
    expect(isJoinOpen(session, new Date('2026-04-08T09:49:59Z'))).toBe(false);
    expect(isJoinOpen(session, new Date('2026-04-08T09:50:00Z'))).toBe(true);
    expect(isJoinOpen(session, new Date('2026-04-08T10:59:59Z'))).toBe(true);
    expect(isJoinOpen(session, new Date('2026-04-08T11:00:00Z'))).toBe(false);
  });

  it("follows the server's opening time once the site settings arrive", async () => {
    await startSiteConfig({ testMode: false, sentryDsn: null, meetingOpensMinutesBefore: 40 });
    expect(joinOpensAt(session.startingAt).toISOString()).toBe('2026-04-08T09:20:00.000Z');
    expect(isJoinOpen(session, new Date('2026-04-08T09:20:00Z'))).toBe(true);
    await startSiteConfig({ testMode: false, sentryDsn: null, meetingOpensMinutesBefore: 10 });
    expect(isJoinOpen(session, new Date('2026-04-08T09:20:00Z'))).toBe(false);
  });

  it('stays shut unless the session is booked with a link', () => {
    const at = new Date('2026-04-08T10:00:00Z');
    expect(isJoinOpen({ ...session, status: 'determination_pending' }, at)).toBe(false);
    expect(isJoinOpen({ ...session, joinLink: null }, at)).toBe(false);
  });
});

describe('cancelling', () => {
  const session = {
    status: 'approved' as const,
    startingAt: '2026-04-10T10:00:00Z',
    freeCancellationUntil: '2026-04-09T10:00:00Z',
    cancellation: null,
  };

  it('is free more than 24 hours before, and a request the tutor decides within them', () => {
    expect(cancellationKind(session, 'student', new Date('2026-04-09T09:59:00Z'))).toBe('free');
    expect(cancellationKind(session, 'student', new Date('2026-04-09T10:00:00Z'))).toBe('request');
    expect(cancellationKind(session, 'teacher', new Date('2026-04-10T09:00:00Z'))).toBe('free');
  });

  it('is possible before the start, once', () => {
    expect(isCancellable(session, new Date('2026-04-10T09:59:00Z'))).toBe(true);
    expect(isCancellable(session, new Date('2026-04-10T10:00:00Z'))).toBe(false);
    expect(isCancellable({ ...session, cancellation: { id: 1 } }, new Date('2026-04-09T00:00:00Z'))).toBe(
      false,
    );
    expect(isCancellable({ ...session, status: 'rejected' }, new Date('2026-04-09T00:00:00Z'))).toBe(false);
  });
});

describe('time left', () => {
  const now = new Date('2026-04-08T10:00:00Z');
  it('counts minutes, rounded up, under an hour', () => {
    expect(timeLeft('2026-04-08T10:29:30Z', now)).toEqual({
      key: 'tuition.timeLeft.minutes',
      values: { count: 30 },
    });
    expect(timeLeft('2026-04-08T10:00:01Z', now).values.count).toBe(1);
  });

  it('counts hours and minutes beyond, and nothing once due', () => {
    expect(timeLeft('2026-04-10T09:05:00Z', now)).toEqual({
      key: 'tuition.timeLeft.hours',
      values: { hours: 47, minutes: 5 },
    });
    expect(timeLeft('2026-04-08T10:00:00Z', now).key).toBe('tuition.timeLeft.over');
  });
});

describe('mayReportNoShow', () => {
  const session = {
    status: 'approved' as const,
    endingAt: '2026-04-10T11:00:00Z',
    noShowReportUntil: '2026-04-11T11:00:00Z',
    dispute: null,
  };
  it('offers the report from the end until 24 hours later, once', () => {
    expect(mayReportNoShow(session, new Date('2026-04-10T10:59:00Z'))).toBe(false);
    expect(mayReportNoShow(session, new Date('2026-04-10T11:00:00Z'))).toBe(true);
    expect(mayReportNoShow(session, new Date('2026-04-11T11:00:00Z'))).toBe(false);
    expect(mayReportNoShow({ ...session, dispute: { id: 1 } }, new Date('2026-04-10T12:00:00Z'))).toBe(false);
    expect(mayReportNoShow({ ...session, noShowReportUntil: null }, new Date('2026-04-10T12:00:00Z'))).toBe(
      false,
    );
  });
  it('trusts the server that a completed session has ended', () => {
    expect(mayReportNoShow({ ...session, status: 'completed' }, new Date('2026-04-10T10:00:00Z'))).toBe(true);
  });
});
