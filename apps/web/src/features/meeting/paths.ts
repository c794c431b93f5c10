/** The meeting room page of a session (the session lists link to it as `join_link`). */
export const MEETING_PATH = '/tuition/sessions/meeting';
export const SESSIONS_PATH = '/tuition/sessions';

export const meetingPath = (sessionId: number) => `${MEETING_PATH}?sessionId=${sessionId}`;
