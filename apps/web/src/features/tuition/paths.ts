/** The tuition pages (spec section 2, Tuition routes); the tutor's calendar is its own page under /tuition. */
export const TUITION_PATHS = {
  overview: '/tuition',
  tutors: '/tuition/tutors',
  tutorProfile: '/tuition/tutors/profile',
  booking: '/tuition/tutors/booking',
  calendar: '/tuition/calendar',
  weeklyHours: '/tuition/weekly-hours',
  sessions: '/tuition/sessions',
  session: '/tuition/sessions/session',
  brief: '/tuition/sessions/brief',
  expiredRequest: '/tuition/sessions/expired',
  requested: '/tuition/requested',
  myStudents: '/tuition/my-students',
  studentProfile: '/tuition/my-students/profile',
  myReviews: '/tuition/my-reviews',
} as const;

export const tutorProfilePath = (tutorId: number) => `${TUITION_PATHS.tutorProfile}?tutorId=${tutorId}`;
/** A tutor's booking page; `at` (ISO) opens it on the week of that hour. */
export const bookingPath = (tutorId: number, at?: string) =>
  `${TUITION_PATHS.booking}?tutorId=${tutorId}${at ? `&at=${encodeURIComponent(at)}` : ''}`;
/** A tutor's booking page with the trial lesson chosen. */
export const trialBookingPath = (tutorId: number) => `${bookingPath(tutorId)}&trial=1`;
export const studentProfilePath = (studentId: number) =>
  `${TUITION_PATHS.studentProfile}?studentId=${studentId}`;
export const briefPath = (sessionId: number) => `${TUITION_PATHS.brief}?sessionId=${sessionId}`;
export const sessionPath = (sessionId: number) => `${TUITION_PATHS.session}?sessionId=${sessionId}`;
/** An expired request's page, with the other tutors it offers. */
export const expiredRequestPath = (sessionId: number) =>
  `${TUITION_PATHS.expiredRequest}?sessionId=${sessionId}`;
