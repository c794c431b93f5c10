import type { CourseType } from '@kru/contract';

/** Courses (`course_type` subject) live under /courses, skills (any other type) under /skills (spec section 2). */
export const COURSE_KINDS = ['courses', 'skills'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

/** The authoring pages of one kind, each under `/<kind>/...`. */
export const AUTHORING_PAGES = {
  approved: 'approved',
  details: 'approved/details',
  drafts: 'drafts',
  underReview: 'under-review',
  info: 'create/info',
  content: 'create/content',
  release: 'create/release',
} as const;
export type AuthoringPage = keyof typeof AUTHORING_PAGES;

/** The three steps of the editor, in order. */
export const EDITOR_STEPS = ['info', 'content', 'release'] as const satisfies readonly AuthoringPage[];
export type EditorStep = (typeof EDITOR_STEPS)[number];

export function courseTypeOf(kind: CourseKind): CourseType {
  return kind === 'skills' ? 'skill' : 'subject';
}

/** `subject` is a course; anything else is a skill. */
export function kindOf(courseType: string): CourseKind {
  return courseType === 'subject' ? 'courses' : 'skills';
}

/** The kind a page path belongs to: `/skills/...` is a skill page, anything else a course page. */
export function kindFromPathname(pathname: string): CourseKind {
  return pathname === '/skills' || pathname.startsWith('/skills/') ? 'skills' : 'courses';
}

/** The route path of one page of one kind (no query string), e.g. `/skills/create/info`. */
export function authoringPath(kind: CourseKind, page: AuthoringPage): string {
  return `/${kind}/${AUTHORING_PAGES[page]}`;
}

/** A page of one course: `/courses/create/content?courseId=7`; without an id, the page itself (a new course). */
export function coursePagePath(kind: CourseKind, page: AuthoringPage, courseId?: number | null): string {
  const path = authoringPath(kind, page);
  return courseId ? `${path}?courseId=${courseId}` : path;
}

/** The page a draft or rejected course is continued on, and where a state's list lives. */
export function listPageOf(approvalState: string): AuthoringPage {
  if (approvalState === 'approved') return 'approved';
  if (approvalState === 'pending') return 'underReview';
  return 'drafts';
}
