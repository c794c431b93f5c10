import { describe, expect, it } from 'vitest';
import {
  answersThatFit,
  attemptOptionOrder,
  deadlineOf,
  inShownOrder,
  isPastLimit,
  limitPassedBefore,
  type RandomInt,
  shuffled,
} from './attempt-rules.ts';
import { questionScoreMilli } from './policy.ts';

/** A seeded stand-in for the crypto draw (a linear congruential generator), so orders are repeatable here. */
function seeded(seed: number): RandomInt {
  let state = seed;
  return (max) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
}

describe('shuffled', () => {
  it('keeps every item once and leaves the input as it was', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffled(items, seeded(7));
    expect([...result].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('draws from the whole range at each step (Fisher-Yates): always drawing 0 rotates a known way', () => {
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    // Drawing the top of the range each time swaps nothing.
    expect(shuffled([1, 2, 3, 4], (max) => max - 1)).toEqual([1, 2, 3, 4]);
  });

  it('maps each sequence of draws to a different order: all six orders of three, each once (uniform)', () => {
    const orders: string[] = [];
    for (let first = 0; first < 3; first += 1) {
      for (let second = 0; second < 2; second += 1) {
        const draws = [first, second];
        orders.push(shuffled(['a', 'b', 'c'], () => draws.shift() ?? 0).join(''));
      }
    }
    expect(new Set(orders).size).toBe(6);
  });
});

describe('attemptOptionOrder', () => {
  const questions = [
    { id: 10, options: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] },
    { id: 11, options: [{ id: 5 }, { id: 6 }] },
  ];

  it('keeps the author’s order when locked', () => {
    expect(attemptOptionOrder(questions, true, () => 0)).toEqual({ '10': [1, 2, 3, 4], '11': [5, 6] });
  });

  it('shuffles each question’s options on their own when not', () => {
    expect(attemptOptionOrder(questions, false, () => 0)).toEqual({ '10': [2, 3, 4, 1], '11': [6, 5] });
  });
});

describe('inShownOrder', () => {
  const options = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('follows the attempt’s order, options it does not name last in the author’s order', () => {
    expect(inShownOrder(options, [3, 1, 2]).map((o) => o.id)).toEqual([3, 1, 2]);
    expect(inShownOrder(options, [2]).map((o) => o.id)).toEqual([2, 1, 3]);
    expect(inShownOrder(options, undefined).map((o) => o.id)).toEqual([1, 2, 3]);
  });

  it('does not change what a choice scores: answers name options by id', () => {
    const question = {
      id: 1,
      isMultipleChoice: true,
      options: [
        { id: 1, scoreMilli: 1000 },
        { id: 2, scoreMilli: 0 },
        { id: 3, scoreMilli: 1000 },
      ],
    };
    const reordered = { ...question, options: inShownOrder(question.options, [3, 2, 1]) };
    expect(questionScoreMilli(reordered, [1, 2])).toBe(questionScoreMilli(question, [1, 2]));
    expect(questionScoreMilli(reordered, [1, 3])).toBe(1000);
  });
});

describe('time limit', () => {
  const start = new Date('2026-05-04T09:00:00Z');

  it('ends the limit after its minutes; none without one', () => {
    expect(deadlineOf(start, 30)?.toISOString()).toBe('2026-05-04T09:30:00.000Z');
    expect(deadlineOf(start, null)).toBeNull();
  });

  it('takes answers until five seconds after the deadline', () => {
    const deadline = deadlineOf(start, 1);
    expect(isPastLimit(deadline, new Date('2026-05-04T09:01:05Z'))).toBe(false);
    expect(isPastLimit(deadline, new Date('2026-05-04T09:01:05.001Z'))).toBe(true);
    expect(isPastLimit(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('finds the same attempts past their limit as isPastLimit does', () => {
    const at = new Date('2026-05-04T09:01:05.001Z');
    const cutoff = limitPassedBefore(at);
    expect(cutoff.toISOString()).toBe('2026-05-04T09:01:00.001Z');
    // A deadline just before the cutoff is past; one at it is not (5 s grace, to the millisecond).
    expect(isPastLimit(new Date(cutoff.getTime() - 1), at)).toBe(true);
    expect(isPastLimit(cutoff, at)).toBe(false);
  });
});

describe('answersThatFit', () => {
  const questions = [
    { id: 1, isMultipleChoice: false, options: [{ id: 11 }, { id: 12 }] },
    { id: 2, isMultipleChoice: true, options: [{ id: 21 }, { id: 22 }] },
  ];

  it('drops questions and options no longer in the quiz, and repeats', () => {
    expect(
      answersThatFit(questions, [
        { id: 1, selected_options: [12, 99] },
        { id: 3, selected_options: [31] },
        { id: 2, selected_options: [21, 22, 21] },
        { id: 1, selected_options: [11] },
      ]),
    ).toEqual([
      { id: 1, selected_options: [12] },
      { id: 2, selected_options: [21, 22] },
    ]);
  });
});
