import type { Course, CourseApprovalLog, Section } from '@kru/contract';

/** The review page's whole course: as its page shows it, every section's body, and the log newest first. */
export function presentDetail(course: Course, sections: Section[], logs: CourseApprovalLog[]) {
  return { course, sections, logs };
}
