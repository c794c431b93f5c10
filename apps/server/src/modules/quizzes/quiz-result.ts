import { DIAGNOSTIC_LIMITS, type Language, MSG, type QuizResult } from '@kru/contract';
import type { Queryable } from '../../platform/db/client.ts';
import type { VersionQuestion } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/i18n.ts';
import { specialtyScores, weakestFirstTopics } from './policy.ts';
import { presentResult } from './presenter.ts';
import {
  findAnswers,
  findOwnedQuestions,
  findSpecialtiesWithTopics,
  type QuestionRow,
  type QuizRow,
} from './repository.ts';

/**
 * A submitted attempt's result (409 while it is still open); a diagnostic's adds specialty scores and topics.
 * `approved`: the questions of the course's approved version, for a learner who reads it (they answered those);
 * anyone else sees the questions as they are now, with those deleted in a draft.
 */
export async function loadResult(
  q: Queryable,
  quiz: QuizRow,
  language: Language,
  approved?: VersionQuestion[],
): Promise<QuizResult> {
  const { finishedAt, scoreRawMilli, scorePercent, sectionId, selfAssessmentId } = quiz;
  if (finishedAt === null || scoreRawMilli === null || scorePercent === null) {
    throw AppError.conflict(MSG.quizNotSubmitted);
  }
  const owner = sectionId !== null ? { sectionId } : { selfAssessmentId: selfAssessmentId ?? 0 };
  const scored = { ...quiz, finishedAt, scoreRawMilli, scorePercent };
  if (approved) return presentResult(scored, approved, await findAnswers(q, quiz.id), null);
  const [questions, answers] = await Promise.all([
    findOwnedQuestions(q, owner, true, language),
    findAnswers(q, quiz.id),
  ]);
  if (selfAssessmentId === null) return presentResult(scored, questions, answers, null);
  return presentResult(
    scored,
    questions,
    answers,
    await diagnosticParts(q, quiz, questions, answers, language),
  );
}

/** The diagnostic's title, its score per specialty, and the study topics of its weak specialties, weakest first. */
async function diagnosticParts(
  q: Queryable,
  quiz: QuizRow,
  questions: QuestionRow[],
  answers: Array<{ questionId: number; scoreMilli: number }>,
  language: Language,
) {
  const specialtyIds = [...new Set(questions.flatMap((question) => question.specialtyId ?? []))];
  const { specialties, topics } = await findSpecialtiesWithTopics(q, specialtyIds);
  const specialtyOf = new Map(questions.map((question) => [question.id, question.specialtyId]));
  const scores = specialtyScores(
    specialties.map((specialty) => specialty.id),
    answers.map((answer) => ({
      specialtyId: specialtyOf.get(answer.questionId) ?? null,
      scoreMilli: answer.scoreMilli,
    })),
  );
  const titles = new Map(specialties.map((specialty) => [specialty.id, localized(specialty, language)]));
  return {
    section_title: localized(
      { titleEn: quiz.diagnosticTitleEn ?? '', titleTh: quiz.diagnosticTitleTh ?? '' },
      language,
    ),
    specialty_scores: scores.map((score) => ({
      specialty_id: score.specialtyId,
      title: titles.get(score.specialtyId) ?? '',
      questions_count: score.questionsCount,
      score_percent: score.percent,
    })),
    study_topics: weakestFirstTopics(scores, topics, DIAGNOSTIC_LIMITS.masteryPercent).map((topic) => ({
      id: topic.id,
      specialty_id: topic.specialtyId,
      title: localized(topic, language),
    })),
  };
}
