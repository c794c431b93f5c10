/** Messages between a student and a tutor: conversations, real-time delivery, block (docs/messages.md). */

export { conversationOf } from './access.ts';
export { loadMessages } from './load-messages.ts';
export { presentPerson } from './presenter.ts';
export { unreadTotalSql } from './repository.ts';
export { messagesRoutes } from './routes.ts';
