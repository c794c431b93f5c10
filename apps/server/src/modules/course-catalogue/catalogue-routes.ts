import {
  COURSES_PAGE_SIZE,
  courseResponse,
  coursesQuery,
  coursesResponse,
  myCoursesQuery,
  publicCourseResponse,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { idParams, security } from '../courses/index.ts';
import { getCourse } from './get-course.ts';
import { getPublicCourse } from './get-public-course.ts';
import { listCourses } from './list-courses.ts';
import { listMyCourses } from './list-my-courses.ts';

const tags = ['courses'];

export function courseCatalogueRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/courses',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The approved courses and skills of this tenant, the newest approval first',
        description:
          '`keyword` (at least 3 characters, else 422) matches title and description; `subject_id`, ' +
          '`tutor_id` and `course_type` filter. A course limited to other tenants is not listed.',
        querystring: coursesQuery,
        response: { 200: coursesResponse },
      },
    },
    async (request) => {
      const page = await listCourses(
        ctx,
        requireActor(request),
        request.tenant,
        request.query,
        request.language,
      );
      return paginated(page.items, page.total, request.query.page, COURSES_PAGE_SIZE, page.capped);
    },
  );

  app.get(
    '/user/courses',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'My courses: a tutor’s own by approval state, a student’s enrolments by status',
        description:
          'A tutor: `approval_state` (a list; every state when left out), the most recently edited first. ' +
          'Anyone else: `status` (a list; `ongoing` when left out), the most recently active first, of courses ' +
          'shown on this tenant. Both ' +
          'filter by `course_type`.',
        querystring: myCoursesQuery,
        response: { 200: coursesResponse },
      },
    },
    async (request) => {
      const page = await listMyCourses(
        ctx,
        requireActor(request),
        request.tenant,
        request.query,
        request.language,
      );
      return paginated(page.items, page.total, request.query.page, COURSES_PAGE_SIZE);
    },
  );

  app.get(
    '/courses/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'One course with its chapters and sections, the caller’s enrolment and trial locks',
        description:
          'An approved course of this tenant; the author’s own in any state; any course for admins. Anything ' +
          'else is a 404. `total_earned` is shown to the author and admins only.',
        params: idParams,
        response: { 200: courseResponse },
      },
    },
    async (request) =>
      ok(await getCourse(ctx, requireActor(request), request.tenant, request.params.id, request.language)),
  );

  app.get(
    '/public/courses/:id',
    {
      schema: {
        tags,
        summary: 'A course’s public page (no sign-in): approved courses of this tenant only',
        description:
          '`{id}` is the course’s id or its public uid. Seen as a visitor: no enrolment, sections beyond the ' +
          'trial locked unless the course is free. With `plan` (the cheapest plan’s price; null for a free ' +
          'course) and `reviews` (the latest 5, the reviewer named by first name and initial). Anything else ' +
          '(a draft, one under review, another tenant’s) is a 404.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: publicCourseResponse },
      },
    },
    async (request) => ok(await getPublicCourse(ctx, request.tenant, request.params.id, request.language)),
  );
}
