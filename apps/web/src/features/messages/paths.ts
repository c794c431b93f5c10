/** The inbox; with `?conversationId=` the open conversation. */
export const MESSAGES_PATHS = {
  inbox: '/messages',
} as const;

export const conversationPath = (conversationId: number) =>
  `${MESSAGES_PATHS.inbox}?conversationId=${conversationId}`;
