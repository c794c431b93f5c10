import type { Language, Question, QuizAttempt, QuizAttemptView, QuizResult } from '@kru/contract';
import type { VersionQuestion } from '../../platform/db/schema/index.ts';
import { localized } from '../../platform/i18n.ts';
import { inShownOrder } from './attempt-rules.ts';
import { fromMilli, reachesPassMark } from './policy.ts';
import type { QuizRow } from './repository.ts';

/** A question as shown: a row of the working copy, or as a course's approved version keeps it. */
type ShownQuestion = VersionQuestion;

/** A question as a section shows it: scores and feedback only `withAnswers` (the author, admins). */
export function presentQuestion(row: ShownQuestion, withAnswers: boolean): Question {
  return {
    id: row.id,
    title: row.title,
    feedback: withAnswers ? row.feedback : null,
    is_multiple_choice: row.isMultipleChoice,
    sort_order: row.sortOrder,
    options: row.options.map((option) => ({
      id: option.id,
      title: option.title,
      feedback: withAnswers ? option.feedback : null,
      score: withAnswers ? fromMilli(option.scoreMilli) : null,
    })),
  };
}

export function presentAttempt(row: {
  id: number;
  scorePercent: number | null;
  startedAt: Date;
  finishedAt: Date | null;
}): QuizAttempt {
  return {
    id: row.id,
    score_percent: row.scorePercent,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * An attempt to answer: its questions (without scores or feedback) with each one's options in the order this
 * attempt shows them, and the limit it was given when it began (a later change of the quiz's leaves it be).
 */
export function presentAttemptView(
  quiz: QuizRow,
  questions: ShownQuestion[],
  now: Date,
  language: Language,
): QuizAttemptView {
  const diagnosticTitle = { titleEn: quiz.diagnosticTitleEn ?? '', titleTh: quiz.diagnosticTitleTh ?? '' };
  return {
    id: quiz.id,
    section_id: quiz.sectionId,
    section_title: quiz.sectionTitle ?? localized(diagnosticTitle, language),
    started_at: quiz.startedAt.toISOString(),
    deadline_at: quiz.deadlineAt?.toISOString() ?? null,
    server_now: now.toISOString(),
    time_limit_minutes: quiz.deadlineAt
      ? Math.round((quiz.deadlineAt.getTime() - quiz.startedAt.getTime()) / 60_000)
      : null,
    finished_at: quiz.finishedAt?.toISOString() ?? null,
    time_limit_reached: quiz.timeLimitReached,
    questions: questions.map((question) => {
      const shown = presentQuestion(question, false);
      return { ...shown, options: inShownOrder(shown.options, quiz.optionOrder?.[String(question.id)]) };
    }),
    saved: quiz.savedAnswers,
  };
}

/**
 * A submitted attempt's result: the questions answered then (in the quiz's order), every option with its score,
 * feedback and whether it was chosen, the options in the order the attempt showed them.
 */
export function presentResult(
  quiz: QuizRow & { finishedAt: Date; scoreRawMilli: number; scorePercent: number },
  questions: ShownQuestion[],
  answers: Array<{ questionId: number; selectedOptionIds: number[]; scoreMilli: number }>,
  diagnostic: Pick<QuizResult, 'section_title' | 'specialty_scores' | 'study_topics'> | null,
): QuizResult {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const passMark = quiz.sectionId !== null ? quiz.passMarkPercent : null;
  return {
    id: quiz.id,
    course_id: quiz.courseId,
    section_id: quiz.sectionId,
    self_assessment_id: quiz.selfAssessmentId,
    section_title: diagnostic?.section_title ?? quiz.sectionTitle ?? '',
    specialty_scores: diagnostic?.specialty_scores ?? [],
    study_topics: diagnostic?.study_topics ?? [],
    started_at: quiz.startedAt.toISOString(),
    finished_at: quiz.finishedAt.toISOString(),
    score_raw: fromMilli(quiz.scoreRawMilli),
    score_percent: quiz.scorePercent,
    time_limit_reached: quiz.timeLimitReached,
    pass_mark_percent: passMark,
    passed: passMark === null ? null : reachesPassMark(quiz.scorePercent, passMark),
    questions: questions.flatMap((question) => {
      const answer = byQuestion.get(question.id);
      if (!answer) return [];
      return [
        {
          id: question.id,
          title: question.title,
          feedback: question.feedback,
          is_multiple_choice: question.isMultipleChoice,
          score: fromMilli(answer.scoreMilli),
          options: inShownOrder(question.options, quiz.optionOrder?.[String(question.id)]).map((option) => ({
            id: option.id,
            title: option.title,
            feedback: option.feedback,
            score: fromMilli(option.scoreMilli),
            is_chosen: answer.selectedOptionIds.includes(option.id),
          })),
        },
      ];
    }),
  };
}
