import { describe, expect, it } from 'vitest';
import { answerColour, choose, filterQuestions, submission, unansweredCount } from './quiz-answers.ts';

describe('answerColour', () => {
  it('is green at 1, yellow between 0 and 1, red at 0', () => {
    expect(answerColour(1)).toBe('green');
    expect(answerColour(0.5)).toBe('yellow');
    expect(answerColour(0.001)).toBe('yellow');
    expect(answerColour(0)).toBe('red');
  });
});

describe('filterQuestions', () => {
  const questions = [
    { id: 1, score: 1 },
    { id: 2, score: 0.5 },
    { id: 3, score: 0 },
  ];
  it('keeps all, the incorrect (less than full marks) or the correct', () => {
    expect(filterQuestions(questions, 'ALL').map((q) => q.id)).toEqual([1, 2, 3]);
    expect(filterQuestions(questions, 'INCORRECT').map((q) => q.id)).toEqual([2, 3]);
    expect(filterQuestions(questions, 'CORRECT').map((q) => q.id)).toEqual([1]);
  });
});

describe('choices', () => {
  it('replaces a single choice and toggles multiple choices', () => {
    let choices = choose({}, 1, 11, false);
    choices = choose(choices, 1, 12, false);
    expect(choices[1]).toEqual([12]);
    choices = choose(choices, 2, 21, true);
    choices = choose(choices, 2, 22, true);
    choices = choose(choices, 2, 21, true);
    expect(choices[2]).toEqual([22]);
  });

  it('sends the questions with a choice and counts the rest as unanswered', () => {
    const choices = { 1: [12], 2: [] };
    expect(submission(choices)).toEqual({ questions: [{ id: 1, selected_options: [12] }] });
    expect(unansweredCount([1, 2, 3], choices)).toBe(2);
  });
});
