import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files, users } from './accounts.ts';

/** Messages between a student and a tutor (docs/messages.md): one conversation per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageId: integer('last_message_id'),
  },
  (t) => [uniqueIndex('conversations_pair_key').on(t.studentId, t.tutorId)],
);

/**
 * Each of the two people's side of a conversation: what they have read, how many of the other's messages they have
 * not (kept with each send and read, so the header's total is one indexed sum), whether they blocked the other, and
 * up to which message an offline e-mail already told them about.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['student', 'tutor'] }).notNull(),
    lastReadMessageId: integer('last_read_message_id'),
    unreadCount: integer('unread_count').notNull().default(0),
    /** This person blocked the other one: neither can send until they unblock. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    emailedThroughMessageId: integer('emailed_through_message_id'),
    /** The last message's time (the creation time while empty): the list's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId, t.lastActivityAt.desc(), t.conversationId),
    index('conversation_members_unread_idx').on(t.userId).where(sql`${t.unreadCount} > 0`),
  ],
);

export const directMessages = pgTable(
  'direct_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('direct_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Files (kind `attachment`, the sender's own) a message carries, in the order given. */
export const directMessageAttachments = pgTable(
  'direct_message_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => directMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    index('direct_message_attachments_file_idx').on(t.fileId),
  ],
);

/** A participant's report of a conversation: from it on, the admin team may read the conversation. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('conversation_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
    index('conversation_reports_conversation_idx').on(t.conversationId),
  ],
);

/**
 * A pending offline e-mail: started by the first message that reached the person while they had no socket open,
 * sent (and removed) once `due_at` has come. One row per person: later messages join the same batch.
 */
export const messageEmailBatches = pgTable(
  'message_email_batches',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_email_batches_due_idx').on(t.dueAt)],
);

/** People who turned the offline e-mails off (in settings or through the e-mail's link). */
export const messageEmailOptOuts = pgTable('message_email_opt_outs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
});

/**
 * The open messages sockets of every instance: a person with a fresh row is online (no offline e-mail). Each
 * instance refreshes `seen_at` of its own sockets; the rows of an instance that died go stale and are ignored.
 */
export const messageSockets = pgTable(
  'message_sockets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_sockets_user_idx').on(t.userId, t.seenAt)],
);
