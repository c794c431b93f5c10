/** Diagnostics (self-assessments): timed question sets scored by the quizzes module (through its index). */
export { diagnosticsFigures } from './policy.ts';
export { diagnosticsRoutes } from './routes.ts';
