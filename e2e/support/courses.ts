import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, PASSWORD, registerVerified } from './accounts.ts';
import { adminToken, approveTutor } from './admin.ts';
import { bearer, data } from './api.ts';
import { createSubmittedTutor, type Tutor } from './tutors.ts';

export interface CourseContent {
  title: string;
  description?: string;
  courseType?: 'subject' | 'skill';
  isFree?: boolean;
  /** The tenants it is limited to; none: every tenant. */
  subDomainIds?: number[];
  /** Chapters in reading order, each with its sections (title and body). */
  chapters: Array<{ title: string; sections: Array<{ title: string; body: string }> }>;
}

export interface SeededCourse {
  id: number;
  title: string;
  /** Every section's id in reading order. */
  sectionIds: number[];
}

/** The `x-subdomain` header of a tenant's calls (none for the main marketplace). */
export function tenantHeader(tenantId: number | null): Record<string, string> {
  return tenantId === null ? {} : { 'x-subdomain': String(tenantId) };
}

/** A tutor approved by the admin team, so that their courses may be submitted for review. */
export async function approvedCourseAuthor(request: APIRequestContext, prefix = 'author'): Promise<Tutor> {
  const tutor = await createSubmittedTutor(request, prefix);
  await approveTutor(request, tutor.id);
  return tutor;
}

async function firstIds(request: APIRequestContext, token: string) {
  const [thumbnail] = await data<Array<{ id: number }>>(
    await request.get('/api/v1/thumbnails', { headers: bearer(token) }),
  );
  const [education] = await data<Array<{ school_years: Array<{ subjects: Array<{ id: number }> }> }>>(
    await request.get('/api/v1/educations'),
  );
  return { thumbnailId: thumbnail!.id, subjectId: education!.school_years[0]!.subjects[0]!.id };
}

/**
 * A draft course made the way a tutor makes one: `POST /courses`, its chapters and sections (each section's body
 * through `PATCH /sections/{id}`).
 */
export async function draftCourse(
  request: APIRequestContext,
  author: Tutor,
  content: CourseContent,
): Promise<SeededCourse> {
  const headers = bearer(author.token);
  const { thumbnailId, subjectId } = await firstIds(request, author.token);
  const courseType = content.courseType ?? 'subject';
  const course = await data<{ id: number }>(
    await request.post('/api/v1/courses', {
      headers,
      data: {
        title: content.title,
        description: content.description ?? `${content.title}: a short course written for the journeys.`,
        course_type: courseType,
        ...(courseType === 'subject' ? { subject_id: subjectId } : {}),
        thumbnail_id: thumbnailId,
        sub_domain_ids: content.subDomainIds ?? [],
        is_free: content.isFree ?? false,
      },
    }),
  );
  const sectionIds: number[] = [];
  for (const chapter of content.chapters) {
    const { id: chapterId } = await data<{ id: number }>(
      await request.post(`/api/v1/courses/${course.id}/chapters`, {
        headers,
        data: { title: chapter.title },
      }),
    );
    for (const section of chapter.sections) {
      const { id: sectionId } = await data<{ id: number }>(
        await request.post(`/api/v1/chapters/${chapterId}/sections`, {
          headers,
          data: { title: section.title, type: 'text' },
        }),
      );
      await data(
        await request.patch(`/api/v1/sections/${sectionId}`, {
          headers,
          data: { description: section.body },
        }),
      );
      sectionIds.push(sectionId);
    }
  }
  return { id: course.id, title: content.title, sectionIds };
}

/** The author submits the course for review (`POST /courses/{id}/review-apply`) and the admin team approves it. */
export async function submitAndApprove(request: APIRequestContext, author: Tutor, courseId: number) {
  await data(
    await request.post(`/api/v1/courses/${courseId}/review-apply`, { headers: bearer(author.token) }),
  );
  const approved = await request.post(`/api/v1/admin/course-reviews/${courseId}/approve`, {
    headers: bearer(await adminToken(request)),
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
}

/** A course the catalogue lists: a draft (see `draftCourse`) submitted and approved. */
export async function approvedCourse(
  request: APIRequestContext,
  author: Tutor,
  content: CourseContent,
): Promise<SeededCourse> {
  const course = await draftCourse(request, author, content);
  await submitAndApprove(request, author, course.id);
  return course;
}

/**
 * A student with a complete profile who belongs to a tenant: signed up with that tenant's `x-subdomain`, as on
 * the tenant's own site (their calls must carry the header from then on).
 */
export async function createTenantStudent(
  request: APIRequestContext,
  tenantId: number,
  prefix = 'tenant-student',
): Promise<Account> {
  const tenant = tenantHeader(tenantId);
  const { email, token } = await registerVerified(request, prefix, 'student', tenant);
  const [education] = await data<Array<{ school_years: Array<{ id: number }> }>>(
    await request.get('/api/v1/educations', { headers: tenant }),
  );
  await data(
    await request.post('/api/v1/user', {
      headers: { ...bearer(token), ...tenant },
      data: { first_name: 'Nok', last_name: 'Chaiyo', grade_id: education!.school_years[0]!.id },
    }),
  );
  return { email, password: PASSWORD, token };
}
