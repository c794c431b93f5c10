import type { QuizResult as QuizResultWire } from '@kru/contract';
import type { Camelized } from '../../app/api/case.ts';

/** A quiz's or a diagnostic's result as the web app holds it (camelCase). */
export type QuizResult = Camelized<QuizResultWire>;
type ResultQuestion = QuizResult['questions'][number];

/** The spec's colour of a chosen answer: green when it scores 1, yellow above 0 and below 1, red at 0. */
export type AnswerColour = 'green' | 'yellow' | 'red';

export function answerColour(score: number): AnswerColour {
  if (score >= 1) return 'green';
  return score > 0 ? 'yellow' : 'red';
}

/** The result's question filter (spec: ALL "All questions", INCORRECT, CORRECT). */
export const QUESTION_FILTERS = ['ALL', 'INCORRECT', 'CORRECT'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** A question is correct when it earned full marks; anything less is incorrect. */
export const isCorrect = (question: Pick<ResultQuestion, 'score'>): boolean => question.score >= 1;

export function filterQuestions<Q extends Pick<ResultQuestion, 'score'>>(
  questions: Q[],
  filter: QuestionFilter,
): Q[] {
  if (filter === 'ALL') return questions;
  return questions.filter((question) => isCorrect(question) === (filter === 'CORRECT'));
}

/** The learner's choices so far, by question id; what is sent on submit (questions with no choice left out). */
export type Choices = Record<number, number[]>;

/** Picks an option: the only one of a single-choice question, added to or removed from a multiple-choice one. */
export function choose(choices: Choices, questionId: number, optionId: number, multiple: boolean): Choices {
  const current = choices[questionId] ?? [];
  if (!multiple) return { ...choices, [questionId]: [optionId] };
  const next = current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId];
  return { ...choices, [questionId]: next };
}

export function submission(choices: Choices): {
  questions: Array<{ id: number; selected_options: number[] }>;
} {
  return {
    questions: Object.entries(choices)
      .filter(([, options]) => options.length > 0)
      .map(([id, options]) => ({ id: Number(id), selected_options: options })),
  };
}

/** How many of the questions have no option chosen. */
export function unansweredCount(questionIds: readonly number[], choices: Choices): number {
  return questionIds.filter((id) => (choices[id] ?? []).length === 0).length;
}
