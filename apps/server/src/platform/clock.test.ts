import { describe, expect, it } from 'vitest';
import { adjustableClock, isAdjustableClock, systemClock } from './clock.ts';

const at = new Date('2026-03-29T00:30:00Z');
const base = { now: () => at };

describe('adjustableClock', () => {
  it('tells the base time until it is moved', () => {
    expect(adjustableClock(base).now()).toEqual(at);
  });

  it('moves forward by minutes, adding up, and answers the new now', () => {
    const clock = adjustableClock(base);
    expect(clock.advance(90)).toEqual(new Date('2026-03-29T02:00:00Z'));
    expect(clock.advance(0.5)).toEqual(new Date('2026-03-29T02:00:30Z'));
    expect(clock.now()).toEqual(new Date('2026-03-29T02:00:30Z'));
  });

  it('keeps running with the base clock', () => {
    let real = at.getTime();
    const clock = adjustableClock({ now: () => new Date(real) });
    clock.advance(60);
    real += 5_000;
    expect(clock.now()).toEqual(new Date(at.getTime() + 3_605_000));
  });

  it('never moves back or by nothing', () => {
    const clock = adjustableClock(base);
    for (const minutes of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => clock.advance(minutes)).toThrow(RangeError);
    }
    expect(clock.now()).toEqual(at);
  });

  it('resets to the base time', () => {
    const clock = adjustableClock(base);
    clock.advance(120);
    clock.reset();
    expect(clock.now()).toEqual(at);
  });

  it('is told apart from the system clock', () => {
    expect(isAdjustableClock(adjustableClock())).toBe(true);
    expect(isAdjustableClock(systemClock)).toBe(false);
  });
});
