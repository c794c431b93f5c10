import type { QuestionBody } from '@kru/contract';
import type { AuthoredQuestion } from './api.ts';

export interface OptionValues {
  /** A stable React key for the row (options have no id until saved). */
  key: string;
  title: string;
  feedback: string;
  /** From a number input: a number, or '' while empty. */
  score: number | string;
}

/** The question form's values: snake_case like the contract's `questionBody`, which validates them. */
export interface QuestionValues extends Record<string, unknown> {
  title: string;
  is_multiple_choice: boolean;
  feedback: string;
  options: OptionValues[];
}

let nextKey = 0;
const optionKey = () => `option-${++nextKey}`;

export function emptyOption(score = 0): OptionValues {
  return { key: optionKey(), title: '', feedback: '', score };
}

/** A new question: single choice, two empty answers, the first scoring 1. */
export function emptyQuestion(): QuestionValues {
  return { title: '', is_multiple_choice: false, feedback: '', options: [emptyOption(1), emptyOption(0)] };
}

/** The form's values for a question being edited. */
export function questionValuesOf(question: AuthoredQuestion): QuestionValues {
  return {
    title: question.title,
    is_multiple_choice: question.isMultipleChoice,
    feedback: question.feedback ?? '',
    options: question.options.map((option) => ({
      key: optionKey(),
      title: option.title,
      feedback: option.feedback ?? '',
      score: option.score ?? 0,
    })),
  };
}

/** What the form sends: trimmed texts, and an empty score as 0. */
export function questionRequest(values: QuestionValues): QuestionBody {
  return {
    title: values.title.trim(),
    is_multiple_choice: values.is_multiple_choice,
    feedback: values.feedback.trim(),
    options: values.options.map((option) => ({
      title: option.title.trim(),
      feedback: option.feedback.trim(),
      score: option.score === '' ? 0 : Number(option.score),
    })),
  };
}
