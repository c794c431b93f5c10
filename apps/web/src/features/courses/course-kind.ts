import type { CourseType } from '@kru/contract';

/** Which of the two catalogues a page or a course belongs to: courses (type `subject`) or skills. */
export type CourseKind = 'course' | 'skill';

/** Spec section 1: the type `subject` is a course, any other type a skill. */
export function kindOfCourseType(courseType: string): CourseKind {
  return courseType === 'subject' ? 'course' : 'skill';
}

/** The i18n key of a course type's label: "Course" for `subject`, "Skill" for anything else. */
export function courseTypeLabelKey(courseType: string): `courses.type.${CourseKind}` {
  return `courses.type.${kindOfCourseType(courseType)}`;
}

/** The `course_type` the API filters a kind's lists by. */
export function courseTypeOfKind(kind: CourseKind): CourseType {
  return kind === 'course' ? 'subject' : 'skill';
}

/** The kind a page serves, from its path: everything under /skills is about skills. */
export function kindOfPath(pathname: string): CourseKind {
  return pathname === '/skills' || pathname.startsWith('/skills/') ? 'skill' : 'course';
}
