import { MSG, questionBody } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { emptyOption, emptyQuestion, questionRequest, questionValuesOf } from './question-form.ts';

const issues = (value: unknown) => {
  const result = questionBody.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('question form', () => {
  it('starts with a single-choice question of two answers, the first right', () => {
    const values = emptyQuestion();
    expect(values.is_multiple_choice).toBe(false);
    expect(values.options.map((option) => option.score)).toEqual([1, 0]);
    expect(new Set(values.options.map((option) => option.key)).size).toBe(2);
  });

  it('sends trimmed texts and an empty score as 0, without the rows’ keys', () => {
    const values = {
      ...emptyQuestion(),
      title: '  Capital of France? ',
      options: [
        { ...emptyOption(1), title: ' Paris ' },
        { ...emptyOption(), title: 'Lyon', score: '' },
      ],
    };
    expect(questionRequest(values)).toEqual({
      title: 'Capital of France?',
      is_multiple_choice: false,
      feedback: '',
      options: [
        { title: 'Paris', feedback: '', score: 1 },
        { title: 'Lyon', feedback: '', score: 0 },
      ],
    });
  });

  it('is checked with the contract’s rules', () => {
    expect(issues(questionRequest(emptyQuestion()))).toEqual([
      ['title', MSG.questionTitleRequired],
      ['options.0.title', MSG.optionTitleRequired],
      ['options.1.title', MSG.optionTitleRequired],
    ]);
    const twoRight = {
      title: 'Q',
      is_multiple_choice: false,
      options: [
        { title: 'A', score: 1 },
        { title: 'B', score: 1 },
      ],
    };
    expect(issues(twoRight)).toEqual([['options', MSG.singleChoiceOneCorrect]]);
    expect(issues({ ...twoRight, is_multiple_choice: true })).toEqual([]);
  });

  it('reads a saved question back into the form', () => {
    const values = questionValuesOf({
      id: 1,
      title: 'Q',
      feedback: 'F',
      isMultipleChoice: true,
      sortOrder: 1,
      options: [{ id: 5, title: 'A', feedback: null, score: 0.5 }],
    });
    expect(values).toMatchObject({ title: 'Q', feedback: 'F', is_multiple_choice: true });
    expect(values.options[0]).toMatchObject({ title: 'A', feedback: '', score: 0.5 });
  });
});
