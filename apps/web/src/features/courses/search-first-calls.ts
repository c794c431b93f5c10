import { startEarlyGet } from '../../app/api/client.ts';
import { type CourseKind, courseTypeOfKind } from './course-kind.ts';

/** The unfiltered first page of a catalogue and the subjects, as SearchCoursesPage asks for them. */
export function startCourseSearchCalls(kind: CourseKind, url: URL): void {
  if (url.search) return;
  startEarlyGet('/courses', { courseType: courseTypeOfKind(kind), page: 1 });
  startEarlyGet('/public/subjects');
}
