import { startEarlyGet } from '../../app/api/client.ts';
import { sessionStore } from '../../app/session/index.ts';

/**
 * The home page's first API calls, started while its code loads. A student's home shows the sessions, the
 * diagnostics summary, the ongoing courses and the study plan's card (StudentHome; the card takes its place when its
 * answer arrives, so the sooner the better); a tutor's the sessions, the earnings and the requests (TutorHome).
 * The role is the stored user's: these leave with `GET /user`, before it answers.
 */
export function startHomeCalls(): void {
  const role = sessionStore.getState().user?.role;
  if (role === 'teacher') {
    startEarlyGet('/dashboard/tutor');
    startEarlyGet('/tutoring/pending');
  }
  if (role !== 'student') return;
  startEarlyGet('/dashboard/homepage');
  startEarlyGet('/user/courses', { status: 'ongoing', page: 1 });
  startEarlyGet('/study-plans/current');
}
