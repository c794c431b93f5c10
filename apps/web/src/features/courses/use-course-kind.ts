import { useLocation } from 'react-router';
import { type CourseKind, kindOfPath } from './course-kind.ts';

/** The kind of the page being shown: one set of pages serves /courses and /skills. */
export function useCourseKind(): CourseKind {
  return kindOfPath(useLocation().pathname);
}
