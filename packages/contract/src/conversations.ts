import { z } from 'zod';
import { adminAuditEntrySchema } from './admin.ts';
import { envelope, idSchema, pageSchema, paginatedEnvelope } from './common.ts';
import { CONVERSATION_ROLES, MESSAGE_LIMITS } from './message-rules.ts';
import { MSG } from './messages.ts';

/** One of the two people of a conversation, as the other one (or an admin) sees them. */
export const conversationPersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** A signed URL of their photo, or null. */
  avatar: z.string().nullable(),
  role: z.enum(CONVERSATION_ROLES),
});
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

/** A file a message carries; `url` is a signed download URL valid for an hour (ask the page again after). */
export const messageAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** Times are UTC ISO-8601 (`2026-03-20T08:00:00.000Z`). */
export const directMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  body: z.string(),
  attachments: z.array(messageAttachmentSchema),
  created_at: z.string(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const lastMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  /** The first MESSAGE_LIMITS.previewChars characters of the text. */
  preview: z.string(),
  attachment_count: z.number().int(),
  created_at: z.string(),
});

/** A conversation as one of its two people sees it. */
export const conversationSchema = z.object({
  id: z.number().int(),
  /** The caller's own side. */
  my_role: z.enum(CONVERSATION_ROLES),
  other: conversationPersonSchema,
  last_message: lastMessageSchema.nullable(),
  /** Messages of the other person the caller has not read. */
  unread_count: z.number().int(),
  /** Read receipts: the newest message each side has read (null: none yet). */
  my_last_read_message_id: z.number().int().nullable(),
  other_last_read_message_id: z.number().int().nullable(),
  /** The caller blocked the other person: nobody can send until they unblock. */
  blocked_by_me: z.boolean(),
  /** The other person blocked the caller: sending answers 403. */
  blocked_by_other: z.boolean(),
  created_at: z.string(),
  /** The last message's time, or the creation time while empty (the list is ordered by it, newest first). */
  last_activity_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationResponse = envelope(conversationSchema);
export const conversationsResponse = paginatedEnvelope(conversationSchema);

export const conversationsQuery = z.object({ page: pageSchema });
export const conversationIdParams = z.object({ id: idSchema });

/**
 * `POST /conversations`: opens (or answers the existing) conversation with this person. A student may write to any
 * approved tutor; a tutor to a student they have had a session with (any status but a request never answered).
 */
export const startConversationBody = z.object({ user_id: idSchema });
export type StartConversationBody = z.infer<typeof startConversationBody>;

const limitSchema = z.coerce
  .number({ error: MSG.invalidValue })
  .int(MSG.invalidValue)
  .min(1, MSG.invalidValue)
  .max(MESSAGE_LIMITS.pageSizeMax, MSG.invalidValue)
  .default(MESSAGE_LIMITS.pageSize);

/**
 * `GET /conversations/{id}/messages`: without a cursor the newest page; `before` the page older than that message
 * (scrolling up); `after` the messages newer than that one (catching up after a reconnect). Newest last.
 */
export const messagesQuery = z.object({
  before: idSchema.optional(),
  after: idSchema.optional(),
  limit: limitSchema,
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

/** `next_before`: pass it as `before` for the older page; null when this page reaches the first message. */
export const messagesPageResponse = z.object({
  success: z.literal(true),
  data: z.array(directMessageSchema),
  next_before: z.number().int().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageResponse>;

export const sendMessageBody = z.object({
  body: z
    .string({ error: MSG.messageRequired })
    .trim()
    .min(1, MSG.messageRequired)
    .max(MESSAGE_LIMITS.bodyMax, MSG.messageTooLong),
  /** Ids of files (kind `attachment`) the sender uploaded and registered. */
  attachment_ids: z.array(idSchema).max(MESSAGE_LIMITS.attachmentsMax, MSG.tooManyAttachments).default([]),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;
/** The body as the server reads it (after trimming and defaults). */
export type SendMessageFields = z.infer<typeof sendMessageBody>;
export const directMessageResponse = envelope(directMessageSchema);

/** `POST /conversations/{id}/read`: up to this message (the newest when left out). */
export const markConversationReadBody = z.object({ up_to_message_id: idSchema.optional() });
export type MarkConversationReadBody = z.infer<typeof markConversationReadBody>;

/** Unread messages over all the caller's conversations: the header's badge. */
export const messagesUnreadSchema = z.object({ unread_total: z.number().int() });
export const messagesUnreadResponse = envelope(messagesUnreadSchema);
export const conversationReadResponse = envelope(
  z.object({ unread_count: z.number().int(), unread_total: z.number().int() }),
);

/** `POST /conversations/{id}/report` */
export const reportConversationBody = z.object({
  reason: z
    .string({ error: MSG.reportReasonRequired })
    .trim()
    .min(1, MSG.reportReasonRequired)
    .max(MESSAGE_LIMITS.reportReasonMax, MSG.textTooLong),
});
export type ReportConversationBody = z.infer<typeof reportConversationBody>;
export const conversationReportCreatedResponse = envelope(
  z.object({ id: z.number().int(), created_at: z.string() }),
);

// ---- The admin team: reports -------------------------------------------------------------------------------

export const conversationReportSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  reason: z.string(),
  reporter: conversationPersonSchema,
  /** The other person of the conversation. */
  reported: conversationPersonSchema,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** What the admin wrote when resolving (null when nothing). */
  resolution_note: z.string().nullable(),
});
export type ConversationReport = z.infer<typeof conversationReportSchema>;
export const conversationReportResponse = envelope(conversationReportSchema);
/**
 * `GET /admin/conversation-reports/{id}`: the report with its audit log, newest first: each time an admin opened the
 * conversation (`conversation_report.read`) and its resolution (`conversation_report.resolved`).
 */
export const conversationReportDetailSchema = conversationReportSchema.extend({
  history: z.array(adminAuditEntrySchema),
});
export type ConversationReportDetail = z.infer<typeof conversationReportDetailSchema>;
export const conversationReportDetailResponse = envelope(conversationReportDetailSchema);
export const conversationReportsResponse = paginatedEnvelope(conversationReportSchema);

/** `GET /admin/conversation-reports?status=&page=`: open ones oldest first, resolved ones newest first. */
export const conversationReportsQuery = z.object({
  status: z.enum(['open', 'resolved'], { error: MSG.invalidValue }).default('open'),
  page: pageSchema,
});
export type ConversationReportsQuery = z.infer<typeof conversationReportsQuery>;
export const conversationReportIdParams = z.object({ id: idSchema });

/** `POST /admin/conversation-reports/{id}/resolve` */
export const resolveConversationReportBody = z.object({
  note: z.string().trim().max(MESSAGE_LIMITS.reportReasonMax, MSG.textTooLong).optional(),
});
export type ResolveConversationReportBody = z.infer<typeof resolveConversationReportBody>;

// ---- Real time ---------------------------------------------------------------------------------------------

/** `POST /messages/socket-ticket`: open `GET /api/v1/messages/ws?ticket=` with it within a minute. */
export const socketTicketResponse = envelope(z.object({ ticket: z.string(), expires_at: z.string() }));

/**
 * What the server sends on the messages socket, as JSON text frames; the client sends nothing (the server pings).
 * - `message.new`: a message in one of the caller's conversations (their own too, sent from another tab), with the
 *   caller's unread total after it;
 * - `conversation.read`: someone read a conversation up to a message: the other person (a read receipt), or the
 *   caller in another tab;
 * - `unread.count`: the caller's unread total changed (they read somewhere).
 */
export const messagesSocketFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message.new'),
    message: directMessageSchema,
    unread_total: z.number().int(),
  }),
  z.object({
    type: z.literal('conversation.read'),
    conversation_id: z.number().int(),
    reader_id: z.number().int(),
    last_read_message_id: z.number().int(),
  }),
  z.object({ type: z.literal('unread.count'), unread_total: z.number().int() }),
]);
export type MessagesSocketFrame = z.infer<typeof messagesSocketFrameSchema>;

// ---- E-mail when offline -----------------------------------------------------------------------------------

/**
 * Whether the person gets an e-mail about unread messages that arrived while they had no messages socket open
 * (one e-mail per batch, MESSAGE_EMAIL_DELAY_MINUTES after the first unread message). On unless turned off.
 */
export const messageEmailSettingsSchema = z.object({ emails: z.boolean() });
export const messageEmailSettingsResponse = envelope(messageEmailSettingsSchema);
export const messageEmailSettingsBody = z.object({ emails: z.boolean({ error: MSG.invalidValue }) });
export type MessageEmailSettingsBody = z.infer<typeof messageEmailSettingsBody>;
/** `?token=` of the unsubscribe link in a messages e-mail (no sign-in needed). */
export const messageUnsubscribeQuery = z.object({
  token: z.string({ error: MSG.invalidValue }).min(1, MSG.invalidValue).max(200, MSG.invalidValue),
});
