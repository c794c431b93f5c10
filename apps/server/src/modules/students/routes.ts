import { idSchema, tutorStudentDetailResponse, tutorStudentsResponse } from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getTutorStudent, listTutorStudents } from './list-tutor-students.ts';

const tags = ['tutoring: students'];
const security = [{ bearer: [] }];

export function studentsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/tutoring/students',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The calling tutor's students: everyone with a session with them, with counts and dates",
        description:
          'Tutors only (403 otherwise). `last_session_at`: the latest approved or completed session that has ' +
          'started; `next_session_at`: the next approved one.',
        response: { 200: tutorStudentsResponse },
      },
    },
    async (request) => ok(await listTutorStudents(ctx, requireActor(request), request.language)),
  );

  app.get(
    '/tutoring/students/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "One of the calling tutor's students, with all their sessions together (latest first)",
        description:
          'Tutors only (403 otherwise); 404 for a student who never had a session with this tutor.',
        params: z.object({ id: idSchema }),
        response: { 200: tutorStudentDetailResponse },
      },
    },
    async (request) =>
      ok(await getTutorStudent(ctx, requireActor(request), request.params.id, request.language)),
  );
}
