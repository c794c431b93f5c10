import { describe, expect, it } from 'vitest';
import { isClosed, planProgress, shouldBuild, weakestFirst } from './policy.ts';

describe('study plan rules', () => {
  it('keeps only specialties under the threshold, the weakest first, ties in order', () => {
    const scores = [
      { specialty_id: 1, score_percent: 67 },
      { specialty_id: 2, score_percent: 100 },
      { specialty_id: 3, score_percent: 0 },
      { specialty_id: 4, score_percent: 67 },
      { specialty_id: 5, score_percent: 70 },
    ];
    expect(weakestFirst(scores, 70)).toEqual([
      { specialtyId: 3, percent: 0 },
      { specialtyId: 1, percent: 67 },
      { specialtyId: 4, percent: 67 },
    ]);
  });

  it('closes a specialty at the threshold, not below nor without a later attempt', () => {
    expect(isClosed(70, 70)).toBe(true);
    expect(isClosed(69, 70)).toBe(false);
    expect(isClosed(null, 70)).toBe(false);
  });

  it('builds a plan when there is none, or a newer result follows a plan fully closed', () => {
    expect(shouldBuild(undefined, 5, 2)).toBe(true);
    expect(shouldBuild(undefined, 5, 0)).toBe(false);
    expect(shouldBuild({ quizId: 5, allClosed: false }, 9, 2)).toBe(false);
    expect(shouldBuild({ quizId: 5, allClosed: true }, 9, 2)).toBe(true);
    expect(shouldBuild({ quizId: 5, allClosed: true }, 5, 2)).toBe(false);
  });

  it('counts sections and closing retakes, a closed specialty all done', () => {
    const progress = planProgress([
      { closed: false, sections: [{ done: true }, { done: false }] },
      { closed: true, sections: [{ done: false }] },
      { closed: false, sections: [] },
    ]);
    expect(progress).toEqual({ done: 3, total: 6 });
  });
});
