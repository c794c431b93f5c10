import { useLocation, useSearchParams } from 'react-router';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { type CourseKind, courseTypeOf, kindFromPathname } from '../paths.ts';

/** Whether this page is a course page (/courses/...) or a skill page (/skills/...), and its course type. */
export function useCourseKind() {
  const kind: CourseKind = kindFromPathname(useLocation().pathname);
  return { kind, courseType: courseTypeOf(kind) };
}

/** The `courseId` of the query string (null when absent or not an id). */
export function useCourseIdParam(): number | null {
  const [params] = useSearchParams();
  return idFrom(params.get('courseId'));
}
