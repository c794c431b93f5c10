/** The per-course AI tutor: a learner's conversation with it, answered from the course's sections. */
export { aiChatRoutes } from './routes.ts';
