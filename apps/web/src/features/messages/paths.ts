/** The inbox; with `?conversationId=` the open conversation. */
export const MESSAGES_PATHS = {
  inbox: '/messages',
  /** `?token=`: the link in the e-mail about missed messages. */
  unsubscribe: '/messages/unsubscribe',
} as const;

export const conversationPath = (conversationId: number) =>
  `${MESSAGES_PATHS.inbox}?conversationId=${conversationId}`;
