import { type CourseType, courseBody, MSG } from '@kru/contract';
import type { FormErrors } from '@mantine/form';
import { translateMessageKey, zodFormResolver } from '../../ui/form/index.ts';

/** The information step's fields, named as the API names them so its field errors land on them. */
export interface CourseFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  /** The grade (school year) that narrows the subjects offered; never sent. */
  grade_id: string | null;
  subject_id: string | null;
  /** The chosen thumbnail's id as the picker holds it; null while none is chosen. */
  thumbnail_id: string | null;
  /** The author's own cover shown instead of the thumbnail (the saved one, or a new upload's preview); never sent. */
  cover_url: string | null;
  /** The key of an own cover uploaded since the course was loaded, to be saved. */
  cover_file: string | null;
  sub_domain_ids: string[];
  is_free: boolean;
}

/** `POST /courses` and `PATCH /courses/{id}` as this page sends them. */
export interface CourseRequest {
  title: string;
  description: string;
  course_type: CourseType;
  subject_id?: number;
  thumbnail_id: number;
  sub_domain_ids?: number[];
  is_free: boolean;
  /** A new own cover's key; null removes the own cover; left out, it stays. */
  cover_file?: string | null;
}

/** What the form starts from: a saved course, or a new one (offered on the tutor's own tenant when they have one). */
export interface CourseFormSource {
  title: string;
  description: string;
  subject: { id: number; schoolYear: { id: number } | null } | null;
  thumbnailId: number;
  thumbnail: string | null;
  ownCover: boolean;
  subdomains: { id: number }[];
  isFree: boolean;
}

export function initialCourseValues(
  course: CourseFormSource | null,
  ownTenantId: number | null = null,
): CourseFormValues {
  if (!course) {
    return {
      title: '',
      description: '',
      grade_id: null,
      subject_id: null,
      thumbnail_id: null,
      cover_url: null,
      cover_file: null,
      sub_domain_ids: ownTenantId ? [String(ownTenantId)] : [],
      is_free: false,
    };
  }
  const gradeId = course.subject?.schoolYear?.id;
  return {
    title: course.title,
    description: course.description,
    grade_id: gradeId ? String(gradeId) : null,
    subject_id: course.subject ? String(course.subject.id) : null,
    thumbnail_id: course.thumbnailId > 0 ? String(course.thumbnailId) : null,
    cover_url: course.ownCover ? course.thumbnail : null,
    cover_file: null,
    sub_domain_ids: course.subdomains.map((subdomain) => String(subdomain.id)),
    is_free: course.isFree,
  };
}

/**
 * The request body (spec 5): `subject_id` only for a course (subject type), `thumbnail_id` 0 when none is chosen,
 * `sub_domain_ids` only when some are chosen (none: offered on every tenant), `cover_file` the new own cover's
 * key, null when no own cover is chosen (a thumbnail picked instead), left out to keep the saved one.
 */
export function toCourseRequest(values: CourseFormValues, courseType: CourseType): CourseRequest {
  const body: CourseRequest = {
    title: values.title.trim(),
    description: values.description.trim(),
    course_type: courseType,
    thumbnail_id: values.thumbnail_id ? Number(values.thumbnail_id) : 0,
    is_free: values.is_free,
  };
  if (values.cover_file) body.cover_file = values.cover_file;
  else if (values.cover_url === null) body.cover_file = null;
  if (courseType === 'subject' && values.subject_id) body.subject_id = Number(values.subject_id);
  if (values.sub_domain_ids.length > 0) body.sub_domain_ids = values.sub_domain_ids.map(Number);
  return body;
}

const validateBody = zodFormResolver<CourseRequest>(courseBody);

/** The contract's rules on the body, plus the grade a course's subject is picked from. */
export function validateCourseForm(values: CourseFormValues, courseType: CourseType): FormErrors {
  const errors = validateBody(toCourseRequest(values, courseType));
  if (courseType === 'subject' && !values.grade_id && !values.subject_id) {
    errors.grade_id = translateMessageKey(MSG.gradeRequired);
  }
  return errors;
}

interface EducationTree {
  title: string;
  schoolYears: { id: number; title: string; subjects: { id: number; title: string }[] }[];
}

/** Every grade, grouped by education, as Select data. */
export function gradeChoices(educations: readonly EducationTree[]) {
  return educations.map((education) => ({
    group: education.title,
    items: education.schoolYears.map((year) => ({ value: String(year.id), label: year.title })),
  }));
}

/** The subjects of one grade as Select data (none before a grade is chosen). */
export function subjectChoices(educations: readonly EducationTree[], gradeId: string | null) {
  const year = educations
    .flatMap((education) => education.schoolYears)
    .find((candidate) => String(candidate.id) === gradeId);
  return (year?.subjects ?? []).map((subject) => ({ value: String(subject.id), label: subject.title }));
}
