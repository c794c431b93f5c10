/**
 * Study plans: from a diagnostic result, the sections and tutors for each weak specialty, tracked as sections are
 * taken and retakes close specialties; and the specialties authors tag sections with.
 */
export { studyPlansRoutes } from './routes.ts';
export { type StudyPlanSummary, studyPlanSummary } from './study-plan-summary.ts';
