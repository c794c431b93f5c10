// Without zod, so that a page needing only these (the header's messages socket) does not download the schemas.

/** Messages between a student and a tutor (docs/messages.md). */
export const MESSAGE_LIMITS = {
  /** A message's text, counted after trimming. */
  bodyMax: 4000,
  /** Uploaded files (kind `attachment`) one message may carry. */
  attachmentsMax: 5,
  /** Messages one person may send in a minute, over all their conversations. */
  sendsPerMinute: 30,
  reportReasonMax: 1000,
  /** Characters of the last message shown in the list of conversations. */
  previewChars: 140,
  /** Messages a page holds unless `limit` says fewer. */
  pageSize: 30,
  pageSizeMax: 100,
} as const;

export const CONVERSATIONS_PAGE_SIZE = 20;
export const CONVERSATION_REPORTS_PAGE_SIZE = 20;

export const CONVERSATION_ROLES = ['student', 'tutor'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/** Why the server closed a messages socket (the WebSocket close code and reason). */
export const MESSAGES_SOCKET_CLOSE = {
  invalidTicket: { code: 4401, reason: 'invalid_ticket' },
  expiredTicket: { code: 4402, reason: 'expired_ticket' },
} as const;

/** How long after the first unread message the offline e-mail waits (reading meanwhile cancels it). */
export const MESSAGE_EMAIL_DELAY_MINUTES = 5;
