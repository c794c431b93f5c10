import type { AppRoute } from '../../app/router/types.ts';
import { TUITION_PATHS } from './paths.ts';

export const routes: AppRoute[] = [
  {
    path: TUITION_PATHS.overview,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('./pages/TuitionPage.tsx'),
    titleKey: 'tuition.overview.title',
  },
  {
    path: TUITION_PATHS.tutors,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('../tutor-search/pages/TutorsPage.tsx'),
    titleKey: 'tuition.tutors.title',
  },
  {
    path: TUITION_PATHS.tutorProfile,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('../tutor-search/pages/TutorProfilePage.tsx'),
    titleKey: 'tuition.profile.title',
  },
  // FullCalendar is imported by this page's module only, so it loads with this page and no other.
  {
    path: TUITION_PATHS.calendar,
    auth: 'DASHBOARD',
    roles: ['teacher'],
    page: () => import('../tutor-schedule/pages/CalendarPage.tsx'),
    titleKey: 'tuition.calendar.title',
  },
  {
    path: TUITION_PATHS.weeklyHours,
    auth: 'DASHBOARD',
    roles: ['teacher'],
    page: () => import('../tutor-schedule/pages/WeeklyHoursPage.tsx'),
    titleKey: 'tuition.weeklyHours.title',
  },
  {
    path: TUITION_PATHS.booking,
    auth: 'DASHBOARD',
    roles: ['student'],
    page: () => import('../lesson-booking/pages/BookingPage.tsx'),
    titleKey: 'tuition.booking.title',
  },
  {
    path: TUITION_PATHS.sessions,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('../tutoring-sessions/pages/SessionsPage.tsx'),
    titleKey: 'tuition.sessions.title',
  },
  {
    path: TUITION_PATHS.session,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('../tutoring-sessions/pages/SessionPage.tsx'),
    titleKey: 'tuition.reschedule.pageTitle',
  },
  {
    path: TUITION_PATHS.brief,
    auth: 'DASHBOARD',
    roles: ['teacher'],
    page: () => import('../tutoring-sessions/pages/SessionBriefPage.tsx'),
    titleKey: 'tuition.brief.title',
  },
  {
    path: TUITION_PATHS.expiredRequest,
    auth: 'DASHBOARD',
    roles: ['student'],
    page: () => import('../lesson-booking/pages/ExpiredRequestPage.tsx'),
    titleKey: 'tuition.alternatives.title',
  },
  {
    path: TUITION_PATHS.requested,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('../tutoring-sessions/pages/RequestedPage.tsx'),
    titleKey: 'tuition.requested.title',
  },
  {
    path: TUITION_PATHS.myStudents,
    auth: 'DASHBOARD',
    roles: ['teacher'],
    page: () => import('./pages/MyStudentsPage.tsx'),
    titleKey: 'tuition.students.title',
  },
  {
    path: TUITION_PATHS.studentProfile,
    auth: 'DASHBOARD',
    roles: ['teacher'],
    page: () => import('./pages/StudentProfilePage.tsx'),
    titleKey: 'tuition.students.profileTitle',
  },
  {
    path: TUITION_PATHS.myReviews,
    auth: 'DASHBOARD',
    roles: ['teacher'],
    page: () => import('./pages/MyReviewsPage.tsx'),
    titleKey: 'tuition.reviews.title',
  },
];
