import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The student's consent that their parents' contacts (`users.parent_emails`) receive the weekly digest and the
 * session e-mails. No row: no consent (off until the student turns it on).
 */
export const parentUpdateConsents = pgTable('parent_update_consents', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
});

/**
 * A contact that followed the signed link of one of our e-mails to stop them, per student (the address lower-cased).
 * Only that contact's own action through the same link removes the row.
 */
export const parentUnsubscribes = pgTable(
  'parent_unsubscribes',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.email] })],
);

/**
 * One weekly digest per student, contact and week (the Sunday it is due, in the student's time zone): the row is
 * claimed in the transaction that writes the e-mail, so two runs of the job never send the same week twice.
 */
export const parentDigests = pgTable(
  'parent_digests',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    weekOf: date('week_of', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.email, t.weekOf] })],
);
