/** The students' subscription pages (spec 2: Courses and Skills). */
export const COURSES_SUBSCRIBE_PATH = '/courses/subscribe';
export const SKILLS_SUBSCRIBE_PATH = '/skills/subscribe';
