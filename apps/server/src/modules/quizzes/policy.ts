import { MSG } from '@kru/contract';
import { AppError } from '../../platform/errors.ts';

/**
 * Scores are kept in integer thousandths: an option or a question scores 0..1000 (the wire's 0..1), an attempt
 * the sum over its questions, so partial credit adds up without floating-point drift.
 */
export const FULL_SCORE = 1000;

export const toMilli = (score: number): number => Math.round(score * FULL_SCORE);
export const fromMilli = (milli: number): number => milli / FULL_SCORE;

export interface ScoredQuestion {
  id: number;
  isMultipleChoice: boolean;
  options: ReadonlyArray<{ id: number; scoreMilli: number }>;
}

/**
 * What one question earns, 0..1000, for the options chosen (ids of its own options, no repeats):
 * - single choice: the chosen option's score; nothing chosen scores 0;
 * - multiple choice: the chosen options' scores summed over the larger of how many were chosen and how many
 *   options score 1, capped at 1. A wrong pick and a missed right option both cost the same share, so ticking
 *   every box does not earn full marks, nor does ticking one of two right answers (1 of 2 right: 0.5; both
 *   right plus a wrong one: 2/3; the one right option alone: 1).
 */
export function questionScoreMilli(question: ScoredQuestion, chosenIds: readonly number[]): number {
  const chosen = question.options.filter((option) => chosenIds.includes(option.id));
  if (chosen.length === 0) return 0;
  const sum = chosen.reduce((total, option) => total + option.scoreMilli, 0);
  if (!question.isMultipleChoice) return Math.min(FULL_SCORE, sum);
  const rightCount = question.options.filter((option) => option.scoreMilli === FULL_SCORE).length;
  return Math.min(FULL_SCORE, Math.round(sum / Math.max(chosen.length, rightCount)));
}

/** The attempt's raw score (the sum, thousandths) and its percent of the questions, rounded to an integer. */
export function quizScore(questionScores: readonly number[]): { rawMilli: number; percent: number } {
  const rawMilli = questionScores.reduce((total, score) => total + score, 0);
  const percent =
    questionScores.length === 0 ? 0 : Math.round((100 * rawMilli) / (questionScores.length * FULL_SCORE));
  return { rawMilli, percent };
}

/**
 * The submitted answers checked against the quiz's questions, as each question's chosen option ids (no repeats).
 * A question left out, or sent with no option, is unanswered (scores 0). A question not in the quiz, one sent
 * twice, an option not of its question, or more than one option for a single-choice question is a 422.
 */
export function chosenOptions(
  questions: readonly ScoredQuestion[],
  answers: ReadonlyArray<{ id: number; selected_options: readonly number[] }>,
): Map<number, number[]> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const chosen = new Map<number, number[]>(questions.map((question) => [question.id, []]));
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.id);
    if (!question) throw AppError.invalid('questions', MSG.unknownQuizQuestion);
    if (seen.has(answer.id)) throw AppError.invalid('questions', MSG.invalidValue);
    seen.add(answer.id);
    const ids = [...new Set(answer.selected_options)];
    if (ids.some((id) => !question.options.some((option) => option.id === id))) {
      throw AppError.invalid('questions', MSG.unknownQuizOption);
    }
    if (!question.isMultipleChoice && ids.length > 1) {
      throw AppError.invalid('questions', MSG.singleChoiceOneAnswer);
    }
    chosen.set(question.id, ids);
  }
  return chosen;
}

/**
 * A diagnostic's score per specialty: for each specialty its questions test, how many and the percent earned on
 * them (rounded), in the order given. Questions without a specialty count only in the overall score.
 */
export function specialtyScores(
  specialtyIds: readonly number[],
  answers: ReadonlyArray<{ specialtyId: number | null; scoreMilli: number }>,
): Array<{ specialtyId: number; questionsCount: number; percent: number }> {
  return specialtyIds.flatMap((specialtyId) => {
    const scores = answers.filter((answer) => answer.specialtyId === specialtyId).map((a) => a.scoreMilli);
    if (scores.length === 0) return [];
    return [{ specialtyId, questionsCount: scores.length, percent: quizScore(scores).percent }];
  });
}

/**
 * A diagnostic's study topics: those of the specialties scored below `masteryPercent`, the weakest specialty
 * first (ties in the order given), each specialty's topics in their own order. Full marks, or every specialty
 * mastered, gives none.
 */
export function weakestFirstTopics<T extends { specialtyId: number }>(
  scores: ReadonlyArray<{ specialtyId: number; percent: number }>,
  topics: readonly T[],
  masteryPercent: number,
): T[] {
  const weak = scores
    .map((score, index) => ({ ...score, index }))
    .filter((score) => score.percent < masteryPercent)
    .sort((a, b) => a.percent - b.percent || a.index - b.index);
  return weak.flatMap((score) => topics.filter((topic) => topic.specialtyId === score.specialtyId));
}

/** A result is shown to the learner who took the quiz, the course's author and admins; anyone else a 404. */
export function mayViewResult(
  quiz: { userId: number; authorId: number | null },
  viewer: { userId: number; role: string },
): boolean {
  return viewer.userId === quiz.userId || viewer.userId === quiz.authorId || viewer.role === 'admin';
}

/** The place of a question appended after the quiz's last (at most 99 questions: null beyond). */
export function appendedQuestionOrder(currentMax: number | null, limit: number): number | null {
  const next = (currentMax ?? 0) + 1;
  return next > limit ? null : next;
}

/** Whether an attempt's percent reaches a quiz's pass mark (a mark of 60 is reached by 60). */
export function reachesPassMark(scorePercent: number, passMarkPercent: number): boolean {
  return scorePercent >= passMarkPercent;
}
