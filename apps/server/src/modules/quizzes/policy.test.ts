import { describe, expect, it } from 'vitest';
import {
  appendedQuestionOrder,
  chosenOptions,
  mayViewResult,
  questionScoreMilli,
  quizScore,
  type ScoredQuestion,
  toMilli,
} from './policy.ts';

const single: ScoredQuestion = {
  id: 1,
  isMultipleChoice: false,
  options: [
    { id: 11, scoreMilli: 1000 },
    { id: 12, scoreMilli: 500 },
    { id: 13, scoreMilli: 0 },
  ],
};
const multiple: ScoredQuestion = {
  id: 2,
  isMultipleChoice: true,
  options: [
    { id: 21, scoreMilli: 1000 },
    { id: 22, scoreMilli: 1000 },
    { id: 23, scoreMilli: 0 },
    { id: 24, scoreMilli: 0 },
  ],
};

describe('questionScoreMilli', () => {
  it('gives a single-choice question the chosen option’s score, 0 when nothing is chosen', () => {
    expect(questionScoreMilli(single, [11])).toBe(1000);
    expect(questionScoreMilli(single, [12])).toBe(500);
    expect(questionScoreMilli(single, [13])).toBe(0);
    expect(questionScoreMilli(single, [])).toBe(0);
  });

  it('shares a multiple-choice question over the larger of the picks and the right options', () => {
    expect(questionScoreMilli(multiple, [21, 22])).toBe(1000);
    expect(questionScoreMilli(multiple, [21])).toBe(500);
    expect(questionScoreMilli(multiple, [21, 22, 23])).toBe(667);
    expect(questionScoreMilli(multiple, [21, 22, 23, 24])).toBe(500);
    expect(questionScoreMilli(multiple, [23, 24])).toBe(0);
    expect(questionScoreMilli(multiple, [])).toBe(0);
  });

  it('never gives a question more than 1', () => {
    const lone: ScoredQuestion = {
      id: 3,
      isMultipleChoice: true,
      options: [
        { id: 31, scoreMilli: 1000 },
        { id: 32, scoreMilli: 1000 },
      ],
    };
    expect(questionScoreMilli(lone, [31, 32])).toBe(1000);
    expect(questionScoreMilli({ ...multiple, options: [{ id: 21, scoreMilli: 1000 }] }, [21])).toBe(1000);
  });

  it('ignores options of other questions', () => {
    expect(questionScoreMilli(single, [21])).toBe(0);
  });
});

describe('quizScore', () => {
  it('sums the questions and rounds the percent of the questions count', () => {
    expect(quizScore([1000, 500, 0])).toEqual({ rawMilli: 1500, percent: 50 });
    expect(quizScore([1000, 1000, 0])).toEqual({ rawMilli: 2000, percent: 67 });
    expect(quizScore([667, 0, 0])).toEqual({ rawMilli: 667, percent: 22 });
    expect(quizScore([1000])).toEqual({ rawMilli: 1000, percent: 100 });
    expect(quizScore([])).toEqual({ rawMilli: 0, percent: 0 });
  });

  it('keeps thousandths exact', () => {
    expect(toMilli(0.1) + toMilli(0.2)).toBe(300);
    expect(toMilli(0.3333)).toBe(333);
  });
});

describe('chosenOptions', () => {
  it('leaves questions out of the answers unanswered and drops repeated picks', () => {
    const chosen = chosenOptions([single, multiple], [{ id: 2, selected_options: [21, 21, 22] }]);
    expect(chosen.get(1)).toEqual([]);
    expect(chosen.get(2)).toEqual([21, 22]);
  });

  it('refuses a question not in the quiz, a question twice, a foreign option, two picks for single choice', () => {
    const refusal = (answers: Array<{ id: number; selected_options: number[] }>) => {
      try {
        chosenOptions([single, multiple], answers);
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(refusal([{ id: 9, selected_options: [] }])).toBe('unknown_quiz_question');
    expect(
      refusal([
        { id: 1, selected_options: [11] },
        { id: 1, selected_options: [12] },
      ]),
    ).toBe('invalid_value');
    expect(refusal([{ id: 1, selected_options: [21] }])).toBe('unknown_quiz_option');
    expect(refusal([{ id: 1, selected_options: [11, 12] }])).toBe('single_choice_one_answer');
    expect(refusal([{ id: 1, selected_options: [] }])).toBeNull();
  });
});

describe('mayViewResult', () => {
  const quiz = { userId: 1, authorId: 2 };
  it('shows a result to the learner, the author and admins only', () => {
    expect(mayViewResult(quiz, { userId: 1, role: 'student' })).toBe(true);
    expect(mayViewResult(quiz, { userId: 2, role: 'teacher' })).toBe(true);
    expect(mayViewResult(quiz, { userId: 3, role: 'admin' })).toBe(true);
    expect(mayViewResult(quiz, { userId: 4, role: 'student' })).toBe(false);
    expect(mayViewResult(quiz, { userId: 5, role: 'teacher' })).toBe(false);
  });
});

describe('appendedQuestionOrder', () => {
  it('appends after the last, up to the limit', () => {
    expect(appendedQuestionOrder(null, 99)).toBe(1);
    expect(appendedQuestionOrder(4, 99)).toBe(5);
    expect(appendedQuestionOrder(99, 99)).toBeNull();
  });
});
