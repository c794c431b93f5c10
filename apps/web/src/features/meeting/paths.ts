/** The meeting room page of a session (the session lists link to it as `join_link`). */
export const MEETING_PATH = '/tuition/sessions/meeting';
