/** The messages pages: the inbox (with `?conversationId=` the open conversation) and the admin team's reports. */
export const MESSAGES_PATHS = {
  inbox: '/messages',
  /** `?status=&page=` */
  reports: '/admin/message-reports',
  /** `?reportId=` */
  report: '/admin/message-reports/detail',
} as const;

export const conversationPath = (conversationId: number) =>
  `${MESSAGES_PATHS.inbox}?conversationId=${conversationId}`;

export const reportPath = (reportId: number) => `${MESSAGES_PATHS.report}?reportId=${reportId}`;
