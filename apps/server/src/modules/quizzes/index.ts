/**
 * Quizzes: the questions of quiz sections and learners' attempts. Builds on the course modules (through their
 * indexes); they reach quiz sections only through `quizPort`, handed to them in modules/index.ts.
 */

export { attemptOptionOrder, deadlineOf } from './attempt-rules.ts';
export { closeAbandonedAttempts } from './close-abandoned-attempts.ts';
export { closeIfPastLimit } from './grade-attempt.ts';
export { specialtyScores, weakestFirstTopics } from './policy.ts';
export { presentQuestion } from './presenter.ts';
export { loadResult } from './quiz-result.ts';
export {
  findOwnedQuestions,
  findQuiz,
  findSpecialtiesWithTopics,
  type QuizRow,
  type SpecialtiesWithTopics,
} from './repository.ts';
export { quizzesRoutes } from './routes.ts';
export { quizPort } from './section-quiz.ts';
