import { describe, expect, it } from 'vitest';
import { isVideoWatched, nextVideoPlace } from './progress-policy.ts';

const body = (position: number, watched: number, duration = 100) => ({
  position_seconds: position,
  watched_seconds: watched,
  duration_seconds: duration,
});

describe('the place kept in a video', () => {
  it('keeps whole seconds within the length, the seconds played never going down', () => {
    expect(nextVideoPlace(null, body(12.7, 10.2), 100)).toEqual({
      positionSeconds: 12,
      watchedSeconds: 10,
      durationSeconds: 100,
    });
    const stored = { positionSeconds: 50, watchedSeconds: 60 };
    expect(nextVideoPlace(stored, body(5, 3), 100)).toMatchObject({ positionSeconds: 5, watchedSeconds: 60 });
    expect(nextVideoPlace(null, body(100, 500), 100)).toMatchObject({ watchedSeconds: 100 });
  });

  it("refuses a position beyond the video's length (422), allowing a second of rounding", () => {
    expect(nextVideoPlace(null, body(100.9, 0), 100).positionSeconds).toBe(100);
    expect(() => nextVideoPlace(null, body(102, 0), 100)).toThrowError('video_position_beyond_end');
  });

  it("uses the player's length only when the server does not know the video's", () => {
    expect(nextVideoPlace(null, body(30, 0, 40), null).durationSeconds).toBe(40);
    expect(nextVideoPlace(null, body(30, 0, 40), 0).durationSeconds).toBe(40);
    expect(() => nextVideoPlace(null, body(30, 0, 400), 20)).toThrowError('video_position_beyond_end');
  });
});

describe('a video watched', () => {
  it('counts at 90% of the video played', () => {
    expect(isVideoWatched(89, 100)).toBe(false);
    expect(isVideoWatched(90, 100)).toBe(true);
    expect(isVideoWatched(9, 10)).toBe(true);
    expect(isVideoWatched(0, 0)).toBe(false);
  });
});
