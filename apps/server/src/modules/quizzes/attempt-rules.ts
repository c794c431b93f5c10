import { randomInt } from 'node:crypto';
import { QUIZ_LIMITS } from '@kru/contract';

/** A whole number in [0, max): crypto-random by default, so no learner can predict an attempt's order. */
export type RandomInt = (max: number) => number;
const cryptoRandomInt: RandomInt = (max) => randomInt(max);

/** The items in a uniformly random order (Fisher-Yates); the input is left as it was. */
export function shuffled<T>(items: readonly T[], random: RandomInt = cryptoRandomInt): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

interface OrderedQuestion {
  id: number;
  options: ReadonlyArray<{ id: number }>;
}

/**
 * The order a new attempt shows each question's options in, as question id to option ids: the author's order
 * when `locked`, else each question's options shuffled on their own.
 */
export function attemptOptionOrder(
  questions: readonly OrderedQuestion[],
  locked: boolean,
  random: RandomInt = cryptoRandomInt,
): Record<string, number[]> {
  return Object.fromEntries(
    questions.map((question) => {
      const ids = question.options.map((option) => option.id);
      return [String(question.id), locked ? ids : shuffled(ids, random)];
    }),
  );
}

/**
 * A question's options in the order the attempt showed them; options it does not name (an attempt kept before
 * orders were stored, an option added since) follow in the author's order.
 */
export function inShownOrder<O extends { id: number }>(
  options: readonly O[],
  shown: readonly number[] | undefined,
): O[] {
  if (!shown) return [...options];
  const rank = new Map(shown.map((id, index) => [id, index]));
  return [...options].sort((a, b) => (rank.get(a.id) ?? shown.length) - (rank.get(b.id) ?? shown.length));
}

/** When a timed attempt's limit runs out; null for an untimed quiz. */
export function deadlineOf(startedAt: Date, timeLimitMinutes: number | null): Date | null {
  return timeLimitMinutes === null ? null : new Date(startedAt.getTime() + timeLimitMinutes * 60_000);
}

/** Whether answers arriving `at` come too late: past the deadline and the network's grace after it. */
export function isPastLimit(deadlineAt: Date | null, at: Date): boolean {
  if (deadlineAt === null) return false;
  return at.getTime() > deadlineAt.getTime() + QUIZ_LIMITS.timeLimitGraceSeconds * 1000;
}

/** Deadlines before this are past their limit `at` (grace included): the counterpart of `isPastLimit`. */
export function limitPassedBefore(at: Date): Date {
  return new Date(at.getTime() - QUIZ_LIMITS.timeLimitGraceSeconds * 1000);
}

/**
 * Saved answers that still fit the quiz (its questions and their options), for scoring an attempt its limit
 * closed: a question or option removed since they were saved is dropped rather than refusing the whole attempt.
 */
export function answersThatFit(
  questions: ReadonlyArray<{ id: number; isMultipleChoice: boolean; options: ReadonlyArray<{ id: number }> }>,
  saved: ReadonlyArray<{ id: number; selected_options: readonly number[] }>,
): Array<{ id: number; selected_options: number[] }> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  return saved.flatMap((answer) => {
    const question = byId.get(answer.id);
    if (!question || seen.has(answer.id)) return [];
    seen.add(answer.id);
    const ids = [...new Set(answer.selected_options)].filter((id) =>
      question.options.some((option) => option.id === id),
    );
    return [{ id: answer.id, selected_options: question.isMultipleChoice ? ids : ids.slice(0, 1) }];
  });
}
