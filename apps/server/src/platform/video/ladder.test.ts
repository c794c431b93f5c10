import { describe, expect, it } from 'vitest';
import { claimTimeoutMs, progressPercent, renditionHeights, transcodeTimeoutMs } from './ladder.ts';

describe('renditionHeights', () => {
  it('never scales up: a source gets the ladder heights it reaches and its own below the top', () => {
    expect(renditionHeights(1080)).toEqual([360, 720]);
    expect(renditionHeights(720)).toEqual([360, 720]);
    expect(renditionHeights(480)).toEqual([360, 480]);
    expect(renditionHeights(360)).toEqual([360]);
    expect(renditionHeights(241)).toEqual([240]);
  });
});

describe('progressPercent', () => {
  it('is the share of the duration written, capped below 100 until the outputs are stored', () => {
    expect(progressPercent(5_000_000, 10)).toBe(50);
    expect(progressPercent(11_000_000, 10)).toBe(99);
    expect(progressPercent(5_000_000, 0)).toBe(0);
  });
});

describe('transcodeTimeoutMs', () => {
  it('grows with the duration', () => {
    expect(transcodeTimeoutMs(7200)).toBeGreaterThan(transcodeTimeoutMs(60));
  });
});

describe('claimTimeoutMs', () => {
  it('holds a claim for the transcode bound of the duration plus half an hour, or the half hour unprobed', () => {
    expect(claimTimeoutMs(null)).toBe(30 * 60_000);
    expect(claimTimeoutMs(60)).toBe(transcodeTimeoutMs(60) + 30 * 60_000);
    expect(claimTimeoutMs(7200)).toBe((120 + 72_000) * 1000 + 30 * 60_000);
  });
});
