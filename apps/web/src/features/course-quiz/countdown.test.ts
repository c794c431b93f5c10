import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, formatRemaining } from './countdown.ts';

describe('formatRemaining', () => {
  it('shows minutes and seconds, rounding a started second up', () => {
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(59_000)).toBe('0:59');
    expect(formatRemaining(1)).toBe('0:01');
  });

  it('adds hours from an hour, and stops at zero', () => {
    expect(formatRemaining(3 * 3600_000 + 5_000)).toBe('3:00:05');
    expect(formatRemaining(-5_000)).toBe('0:00');
  });
});

describe('countdownAnnouncement', () => {
  it('speaks at one minute left and at zero only', () => {
    expect(countdownAnnouncement(61_000)).toBeNull();
    expect(countdownAnnouncement(60_000)).toBe('oneMinuteLeft');
    expect(countdownAnnouncement(0)).toBe('timeUp');
  });
});
