/**
 * Course learning: subscribing to a course, changing an enrolment, reading a section and taking it (progress, and
 * the creator reward a first completion earns). Quizzes record a passed quiz section through `recordSectionTaken`.
 */
export { courseLearningRoutes } from './learning-routes.ts';
export { recordSectionTaken } from './take-section.ts';
