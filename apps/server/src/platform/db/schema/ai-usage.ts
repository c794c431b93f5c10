import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * What one user spent on the language-model tutor in one UTC day: questions asked and tokens (the endpoint's
 * `usage`, or an estimate), checked against AI_MESSAGES_PER_DAY and AI_TOKENS_PER_DAY before each question.
 */
export const aiUsageDays = pgTable(
  'ai_usage_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
