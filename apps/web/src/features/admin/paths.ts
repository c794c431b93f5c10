/** The admin console's pages (role admin only). */
export const ADMIN_PATHS = {
  overview: '/admin',
  reviews: '/admin/tutor-reviews',
  /** `?tutorId=` */
  review: '/admin/tutor-reviews/detail',
  users: '/admin/users',
  catalogue: '/admin/catalogue',
  tenants: '/admin/tenants',
  /** `?status=&page=&user=` */
  payouts: '/admin/payouts',
  /** No-show reports and suspended tutors' sessions whose money waits for a decision. `?status=&page=` */
  disputes: '/admin/session-disputes',
  /** `?status=&kind=&page=` */
  courseReviews: '/admin/course-reviews',
  /** `?courseId=` */
  courseReview: '/admin/course-reviews/detail',
  /** Conversations between students and tutors that one of them reported. `?status=&page=` */
  messageReports: '/admin/message-reports',
  /** `?reportId=` */
  messageReport: '/admin/message-reports/detail',
} as const;

export function reviewPath(tutorId: number): string {
  return `${ADMIN_PATHS.review}?tutorId=${tutorId}`;
}

export function courseReviewPath(courseId: number): string {
  return `${ADMIN_PATHS.courseReview}?courseId=${courseId}`;
}

export function messageReportPath(reportId: number): string {
  return `${ADMIN_PATHS.messageReport}?reportId=${reportId}`;
}
