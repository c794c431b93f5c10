import {
  calendarResponse,
  courseResponse,
  coursesResponse,
  sectionResponse,
  tutorsResponse,
  userResponse,
} from '@kru/contract';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { createProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { fastSerializer } from './response-serializer.ts';

/**
 * The hot GET routes are written by fast-json-stringify: for each, the JSON on the wire has exactly the fields
 * (and values) zod's serialisation of the same answer has, none dropped, none added. `GET /user` sends its kept
 * JSON text as it is (modules/users/get-current-user.ts): its wire must be what zod writes of that text.
 */
const HOT_ROUTES: Record<string, ZodType> = {
  '/api/v1/user': userResponse,
  '/api/v1/tutors': tutorsResponse,
  '/api/v1/calendar': calendarResponse,
  '/api/v1/courses': coursesResponse,
  '/api/v1/courses/:id': courseResponse,
  '/api/v1/sections/:id': sectionResponse,
};

/** What each hot route was given to write, and what it wrote, by request. */
const answers = new Map<string, { data: unknown; wire?: string }>();

function recordAnswers(route: RouteOptions) {
  if (route.method !== 'GET' || !(route.url in HOT_ROUTES)) return;
  const keep = (hooks: unknown) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);
  route.preSerialization = [
    ...keep(route.preSerialization),
    async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      answers.set(request.id, { data: payload });
      return payload;
    },
  ];
  route.onSend = [
    ...keep(route.onSend),
    async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      if (typeof payload !== 'string') return payload;
      // No preSerialization: the route sent its JSON text as it is (GET /user's kept answer, sendJsonText).
      const answer = answers.get(request.id) ?? { data: undefined };
      answer.wire = payload;
      answers.set(request.id, answer);
      return payload;
    },
  ];
}

const clock = movableClock(new Date('2026-03-20T08:00:00Z'));
let t: TestApp;
let room: Classroom;
let courseId: number;
let sectionId: number;

beforeAll(async () => {
  t = await createTestApp({ context: { clock }, app: { onRoute: recordAnswers } });
  const catalogue = await createProfileCatalogue(t.ctx);
  room = await createClassroom(t, { catalogue });
  await addSlots(t, room.tutor.token, new Date(clock.now().getTime() + 24 * HOUR_MS), 4);
  const fixture = await createCourseFixture(t.ctx, {
    tutorId: room.tutor.user.id,
    subjectId: catalogue.maths.id,
    isFree: true,
    title: 'Written algebra',
    sections: [2, 1],
  });
  courseId = fixture.course.id;
  sectionId = fixture.sections[0]!.id;
  const started = await t.call('POST', `/api/v1/courses/${courseId}/subscribe`, {
    token: room.student.token,
  });
  expect(started.status).toBe(200);
});

async function wireAndZod(url: string, schema: ZodType) {
  answers.clear();
  const res = await t.call('GET', url, { token: room.student.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [answer] = [...answers.values()];
  expect(answer?.wire).toBeDefined();
  const wire = JSON.parse(answer!.wire!);
  // A text sent as it is must be what zod writes of it: no field the schema lacks, every value in its format.
  const data = answer!.data === undefined ? wire : answer!.data;
  return { wire, byZod: JSON.parse(JSON.stringify(schema.parse(data))) };
}

describe('the hot routes answer through fast-json-stringify, field for field as zod would', () => {
  it('builds a fast serialiser for every hot route’s schema', () => {
    for (const [url, schema] of Object.entries(HOT_ROUTES)) expect(fastSerializer(schema), url).toBeDefined();
  });

  const from = () => clock.now().toISOString();
  const till = () => new Date(clock.now().getTime() + 28 * 24 * HOUR_MS).toISOString();
  const calls: Array<[string, () => string, ZodType]> = [
    ['GET /user', () => '/api/v1/user', userResponse],
    ['GET /user, the kept answer', () => '/api/v1/user', userResponse],
    ['GET /tutors', () => '/api/v1/tutors', tutorsResponse],
    ['GET /tutors?keyword=', () => '/api/v1/tutors?keyword=Malee', tutorsResponse],
    [
      'GET /calendar',
      () => `/api/v1/calendar?from=${from()}&till=${till()}&teacher_id=${room.tutor.user.id}`,
      calendarResponse,
    ],
    ['GET /courses?keyword=', () => '/api/v1/courses?keyword=algebra', coursesResponse],
    ['GET /courses/{id}', () => `/api/v1/courses/${courseId}`, courseResponse],
    ['GET /sections/{id}', () => `/api/v1/sections/${sectionId}`, sectionResponse],
  ];
  it.each(calls)('%s', async (_name, url, schema) => {
    const { wire, byZod } = await wireAndZod(url(), schema);
    expect(wire).toEqual(byZod);
    expect(JSON.stringify(wire).length).toBeGreaterThan(50);
  });
});
