export * from './accounts.ts';
export * from './ai-chat.ts';
export * from './audit.ts';
export * from './catalogue.ts';
export * from './courses.ts';
export * from './money.ts';
export * from './quizzes.ts';
export * from './tutoring.ts';
