import type { InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { createUser } from '../../../test/factories.ts';
import {
  bodyValueMutations,
  fillPath,
  jsonSchemaOf,
  type Mutation,
  methodsOf,
  paramNames,
  queryString,
  sample,
  URL_VALUES,
} from '../../../test/fuzz.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { insertSession } from '../../../test/sessions.ts';

/**
 * Walks every route the app registers (seen through `onRoute`, not a hand-kept list) with bad values derived from
 * its schemas, signed out and as a student, a tutor and an admin: no answer is a 5xx, every 4xx is in the
 * `{ success: false, message }` envelope, and no answer carries a stack trace.
 */

const routes: RouteOptions[] = [];
let t: TestApp;
let catalogue: ProfileCatalogue;

/** Routes not walked, each with why. */
const SKIPPED: Record<string, string> = {};

type Role = 'signed out' | 'student' | 'tutor' | 'admin';
const SIGNED_IN: Role[] = ['student', 'tutor', 'admin'];

interface Probe {
  method: string;
  url: string;
  role: Role;
  label: string;
  payload?: string;
}

const STACK_LINE = /\n\s{4}at |\\n\s{4}at /;

beforeAll(async () => {
  t = await createTestApp({ app: { onRoute: (route) => routes.push(route) } });
  catalogue = await createProfileCatalogue(t.ctx);
});

interface World {
  tokens: Record<Role, string | undefined>;
  /** The id a path parameter names, by the word before it (`/courses/:id`: a course of this world). */
  ids: Record<string, number>;
}

/**
 * Fresh users for each route (so a route that signs out, suspends or deletes cannot spoil the next), with a
 * course of the tutor's and a session between tutor and student, so that plausible calls reach the use cases.
 */
async function worldForRoute(): Promise<World> {
  const [student, tutor, admin] = await Promise.all([
    createUser(t.ctx),
    createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' }),
    createUser(t.ctx, { role: 'admin' }),
  ]);
  const course = await createCourseFixture(t.ctx, { tutorId: tutor.user.id });
  const { session } = await insertSession(
    t,
    { catalogue, tutor, student },
    {
      // A week ahead, on the hour (slots are aligned to :00 and :30).
      startingAt: new Date(Math.ceil(t.ctx.clock.now().getTime() / 3_600_000) * 3_600_000 + 7 * 86_400_000),
      status: 'payment_pending',
    },
  );
  const courseId = course.course.id;
  return {
    tokens: { 'signed out': undefined, student: student.token, tutor: tutor.token, admin: admin.token },
    ids: {
      courses: courseId,
      'course-reviews': courseId,
      'qr-code': courseId,
      chapters: course.chapters[0]!.chapter.id,
      sections: course.sections[0]!.id,
      tutoring: session.id,
      users: student.user.id,
      students: student.user.id,
      profile: tutor.user.id,
      'tutor-reviews': tutor.user.id,
    },
  };
}

/** The plausible value of each path parameter: an object of the world where the path says which, else 1. */
function plausibleParams(url: string, world: World): Record<string, string> {
  const segments = url.split('/');
  const values: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith(':')) continue;
    const word =
      segments
        .slice(0, index)
        .reverse()
        .find((s) => !s.startsWith(':')) ?? '';
    values[segment.slice(1)] = String(world.ids[word] ?? 1);
  }
  return values;
}

async function send(probe: Probe, token: string | undefined) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (probe.payload !== undefined) headers['content-type'] = 'application/json';
  const options: InjectOptions = { method: probe.method as InjectOptions['method'], url: probe.url, headers };
  if (probe.payload !== undefined) options.payload = probe.payload;
  return t.app.inject(options);
}

/** What is wrong with an answer, or null. */
function problemOf(status: number, text: string): string | null {
  if (status >= 500) return `${status} ${text.slice(0, 160)}`;
  if (STACK_LINE.test(text)) return `stack trace in ${status}`;
  if (status >= 400) {
    let body: { success?: unknown; message?: unknown } | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      return `${status} not JSON: ${text.slice(0, 80)}`;
    }
    if (body?.success !== false || typeof body.message !== 'string' || body.message === '') {
      return `${status} outside the envelope: ${text.slice(0, 120)}`;
    }
  }
  return null;
}

/** The probes of one method of one route: a plausible call, then one thing made wrong at a time. */
function probesOf(route: RouteOptions, method: string, world: World): Omit<Probe, 'role'>[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const querySchema = jsonSchemaOf(schema.querystring);
  const bodySchema = jsonSchemaOf(schema.body);
  const params = paramNames(route.url);
  const query = (querySchema ? sample(querySchema) : {}) as Record<string, unknown>;
  const hasBody = !['GET', 'HEAD'].includes(method);
  const body = (bodySchema ? sample(bodySchema) : {}) as Record<string, unknown>;
  const plausible = plausibleParams(route.url, world);
  const url = (paramValues: Record<string, string> = {}, q: Record<string, unknown> = query) =>
    `${fillPath(route.url, { ...plausible, ...paramValues })}${queryString(q)}`;
  const payload = (b: unknown) => (hasBody ? JSON.stringify(b) : undefined);

  const probes: Omit<Probe, 'role'>[] = [{ method, url: url(), label: 'plausible', payload: payload(body) }];
  for (const name of params) {
    for (const bad of URL_VALUES) {
      probes.push({
        method,
        url: url({ [name]: bad.value as string }),
        label: `:${name} ${bad.label}`,
        payload: payload(body),
      });
    }
  }
  for (const name of Object.keys(querySchema?.properties ?? {})) {
    const { [name]: _, ...without } = query;
    probes.push({ method, url: url({}, without), label: `?${name} missing` });
    for (const bad of URL_VALUES) {
      probes.push({ method, url: url({}, { ...query, [name]: bad.value }), label: `?${name} ${bad.label}` });
    }
  }
  if (hasBody) {
    const fields: Array<[string, Mutation[]]> = Object.entries(bodySchema?.properties ?? {}).map(
      ([name, s]) => [name, bodyValueMutations(s)],
    );
    for (const [name, mutations] of fields) {
      const { [name]: _, ...without } = body;
      probes.push({ method, url: url(), label: `.${name} missing`, payload: JSON.stringify(without) });
      for (const bad of mutations) {
        probes.push({
          method,
          url: url(),
          label: `.${name} ${bad.label}`,
          payload: JSON.stringify({ ...body, [name]: bad.value }),
        });
      }
    }
    for (const [label, raw] of [
      ['malformed JSON', '{"a": '],
      ['a list for a body', '[1, 2]'],
      ['a string for a body', '"text"'],
      ['null for a body', 'null'],
      ['a NUL deep in the body', JSON.stringify({ ...body, deep: [{ x: 'a\u0000b' }] })],
    ] as const) {
      probes.push({ method, url: url(), label, payload: raw });
    }
  }
  return probes;
}

describe('every registered route', () => {
  it('answers bad input with a 4xx in the envelope: never a 5xx, never a stack trace', async () => {
    const started = Date.now();
    const failures: string[] = [];
    let requests = 0;
    const walked = routes.filter((route) => !SKIPPED[route.url]);
    for (const route of walked) {
      const world = await worldForRoute();
      const { tokens } = world;
      for (const method of methodsOf(route)) {
        const [plausible, ...bad] = probesOf(route, method, world);
        // The plausible call as everyone; who gets past the route's gate then receives the bad values.
        const through: Role[] = [];
        for (const role of ['signed out', ...SIGNED_IN] as Role[]) {
          const res = await send({ ...plausible!, role }, tokens[role]);
          requests += 1;
          const problem = problemOf(res.statusCode, res.body);
          if (problem) failures.push(`${method} ${plausible!.url} [${role}] plausible: ${problem}`);
          if (role !== 'signed out' && res.statusCode !== 401 && res.statusCode !== 403) through.push(role);
        }
        const roles = through.length ? through : SIGNED_IN;
        // Each bad value once, the roles taking turns: bounded, and every role sees every kind of value.
        for (const [index, probe] of bad.entries()) {
          const role = roles[index % roles.length]!;
          const res = await send({ ...probe, role }, tokens[role]);
          requests += 1;
          const problem = problemOf(res.statusCode, res.body);
          if (problem) failures.push(`${method} ${route.url} [${role}] ${probe.label}: ${problem}`);
        }
      }
    }
    const operations = walked.flatMap(methodsOf).length;
    console.info(`route fuzz: ${operations} operations, ${requests} requests, ${Date.now() - started} ms`);
    expect(operations).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 240_000);
});
