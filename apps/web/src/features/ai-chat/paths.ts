/** The AI tutor of a course (spec section 2: `/chat/{id}`, the id being the course's). */
export const CHAT_PATH = '/chat/:id';

export const chatPath = (courseId: number) => `/chat/${courseId}`;
