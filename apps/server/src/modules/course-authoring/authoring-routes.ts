import {
  chapterResponse,
  courseApprovalLogsResponse,
  courseBody,
  courseResponse,
  createChapterBody,
  createSectionBody,
  okSchema,
  sectionResponse,
  updateChapterBody,
  updateSectionBody,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { authorsOnly, idParams, type QuizPort, security } from '../courses/index.ts';
import { createChapter } from './create-chapter.ts';
import { createCourse } from './create-course.ts';
import { createSection } from './create-section.ts';
import { removeChapter } from './delete-chapter.ts';
import { removeCourse } from './delete-course.ts';
import { removeSection } from './delete-section.ts';
import { listApprovalLogs } from './list-approval-logs.ts';
import { submitCourse } from './submit-course.ts';
import { updateChapter } from './update-chapter.ts';
import { updateCourseInfo } from './update-course.ts';
import { updateSection } from './update-section.ts';

const tags = ['courses: authoring'];
const onRequest = [authenticated, authorsOnly];
const EDIT_RULES =
  'Tutors only (403 otherwise); another tutor’s course is a 404. An approved or rejected course goes back to ' +
  'draft (an approved one leaves the catalogue until approved again); a course under review is a 409.';

export function courseAuthoringRoutes(app: ZodApp, ctx: AppContext, quizzes: QuizPort) {
  app.post(
    '/courses',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Creates a course or skill (a draft)',
        description:
          'Tutors only (403 otherwise). `subject_id` must name a subject (courses only), `thumbnail_id` a ' +
          'thumbnail, `sub_domain_ids` active tenants (422); a tutor who belongs to a tenant must include it. ' +
          '`cover_file` is the key of an uploaded cover (POST /files/signed-url and POST /files with type ' +
          '`cover`: PNG, JPEG or WebP by content, at most 5 MB) shown as the `thumbnail` instead; it must be ' +
          'the caller’s, shown by no other course, cropped to 16:9 and at least 320 px wide (422 otherwise). ' +
          '`null` removes the cover (the thumbnail shows again); left out, the cover stays.',
        body: courseBody,
        response: { 200: courseResponse },
      },
    },
    async (request) => ok(await createCourse(ctx, requireActor(request), request.body, request.language)),
  );

  app.patch(
    '/courses/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Updates a course’s information, tenants and own cover',
        description: `The same fields and checks as creating. ${EDIT_RULES}`,
        params: idParams,
        body: courseBody,
        response: { 200: courseResponse },
      },
    },
    async (request) =>
      ok(
        await updateCourseInfo(ctx, requireActor(request), request.params.id, request.body, request.language),
      ),
  );

  app.delete(
    '/courses/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deletes a course with its chapters and sections',
        description:
          'Tutors only; another tutor’s course is a 404. A course learners have started, or one under review, ' +
          'is a 409.',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeCourse(ctx, requireActor(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/courses/:id/review-apply',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Submits a draft or rejected course for review (it becomes pending)',
        description:
          'Another state is a 409; a tutor whose profile is not approved a 403; a course without any section ' +
          'a 422. The submission is logged.',
        params: idParams,
        response: { 200: courseResponse },
      },
    },
    async (request) =>
      ok(await submitCourse(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.get(
    '/courses/:id/approval-logs',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'A course’s submissions and review decisions, newest first (the author and admins)',
        description: 'A student is a 403; another tutor’s course a 404.',
        params: idParams,
        response: { 200: courseApprovalLogsResponse },
      },
    },
    async (request) => ok(await listApprovalLogs(ctx, requireActor(request), request.params.id)),
  );

  app.post(
    '/courses/:id/chapters',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Adds a chapter after the last one',
        description: `A course holds at most 99 chapters (422). ${EDIT_RULES}`,
        params: idParams,
        body: createChapterBody,
        response: { 200: chapterResponse },
      },
    },
    async (request) => ok(await createChapter(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.patch(
    '/chapters/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Renames and/or moves a chapter (the chapters are renumbered 1..n)',
        description: EDIT_RULES,
        params: idParams,
        body: updateChapterBody,
        response: { 200: chapterResponse },
      },
    },
    async (request) => ok(await updateChapter(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.delete(
    '/chapters/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deletes a chapter with its sections',
        description: EDIT_RULES,
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeChapter(ctx, requireActor(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/chapters/:id/sections',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Adds a section after the chapter’s last one',
        description: `A chapter holds at most 99 sections (422). ${EDIT_RULES}`,
        params: idParams,
        body: createSectionBody,
        response: { 200: sectionResponse },
      },
    },
    async (request) => ok(await createSection(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.patch(
    '/sections/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Updates a section’s title, body, quiz pass mark (1-100 %) and/or place (the chapter is renumbered 1..n)',
        description: EDIT_RULES,
        params: idParams,
        body: updateSectionBody,
        response: { 200: sectionResponse },
      },
    },
    async (request) =>
      ok(await updateSection(ctx, requireActor(request), request.params.id, request.body, quizzes)),
  );

  app.delete(
    '/sections/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deletes a section (and learners’ progress on it)',
        description: EDIT_RULES,
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeSection(ctx, requireActor(request), request.params.id);
      return ok(null);
    },
  );
}
