/** The tuition pages (spec section 2, Tuition routes); the tutor's calendar is its own page under /tuition. */
export const TUITION_PATHS = {
  overview: '/tuition',
  tutors: '/tuition/tutors',
  tutorProfile: '/tuition/tutors/profile',
  booking: '/tuition/tutors/booking',
  calendar: '/tuition/calendar',
} as const;

export const tutorProfilePath = (tutorId: number) => `${TUITION_PATHS.tutorProfile}?tutorId=${tutorId}`;
