import {
  countriesResponse,
  countryResponse,
  educationsResponse,
  idSchema,
  specialtiesResponse,
  subjectsResponse,
  subscriptionFeesResponse,
  thumbnailsResponse,
} from '@kru/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { etagged } from '../../platform/http/etag.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getCountry } from './get-country.ts';
import { listCountries } from './list-countries.ts';
import { listEducations } from './list-educations.ts';
import { listSpecialties } from './list-specialties.ts';
import { listSubjectSpecialties } from './list-subject-specialties.ts';
import { listSubjects } from './list-subjects.ts';
import { listSubscriptionFees } from './list-subscription-fees.ts';
import { listThumbnails } from './list-thumbnails.ts';
import { listUserSubjects } from './list-user-subjects.ts';
import {
  presentCountries,
  presentCountry,
  presentEducations,
  presentPlan,
  presentSpecialty,
  presentSubject,
} from './presenter.ts';

const idParams = z.object({ id: idSchema });
const subjectsQuery = z.object({ school_year_id: idSchema.optional(), education_id: idSchema.optional() });
const signedIn = { onRequest: authenticated };

/** Reference answers change only with a deploy; their titles follow Accept-Language. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
}

/**
 * The educations, school years, subjects and specialties the admin team edits: kept by clients but asked for
 * again every time (answered 304 by ETag when unchanged), so an edit shows at once.
 */
function revalidated(reply: FastifyReply) {
  reply.header('cache-control', 'public, no-cache').header('vary', 'accept-language');
}
const adminEdited = { onSend: etagged };

export function catalogueRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/educations',
    {
      ...adminEdited,
      schema: {
        tags: ['catalogue'],
        summary: 'Educations with their school years (grades) and each year’s subjects',
        response: { 200: educationsResponse },
      },
    },
    async (request, reply) => {
      const rows = await listEducations(ctx);
      revalidated(reply);
      return ok(presentEducations(rows, request.language));
    },
  );

  app.get(
    '/public/subjects',
    {
      ...adminEdited,
      schema: {
        tags: ['catalogue'],
        summary: 'Every subject with its school year, optionally of one school year or education',
        querystring: subjectsQuery,
        response: { 200: subjectsResponse },
      },
    },
    async (request, reply) => {
      const { school_year_id, education_id } = request.query;
      const rows = await listSubjects(ctx, { schoolYearId: school_year_id, educationId: education_id });
      revalidated(reply);
      return ok(rows.map((row) => presentSubject(row, request.language)));
    },
  );

  app.get(
    '/public/subject-specialties',
    {
      ...adminEdited,
      schema: {
        tags: ['catalogue'],
        summary: 'Every subject specialty',
        response: { 200: specialtiesResponse },
      },
    },
    async (request, reply) => {
      const rows = await listSpecialties(ctx);
      revalidated(reply);
      return ok(rows.map((row) => presentSpecialty(row, request.language)));
    },
  );

  app.get(
    '/public/subjects/:id/specialties',
    {
      ...adminEdited,
      schema: {
        tags: ['catalogue'],
        summary: 'The specialties of one subject',
        params: idParams,
        response: { 200: specialtiesResponse },
      },
    },
    async (request, reply) => {
      const rows = await listSubjectSpecialties(ctx, request.params.id);
      revalidated(reply);
      return ok(rows.map((row) => presentSpecialty(row, request.language)));
    },
  );

  app.get(
    '/public/countries',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every country: the United Kingdom and Thailand first, then by title',
        response: { 200: countriesResponse },
      },
    },
    async (request, reply) => {
      const rows = await listCountries(ctx);
      cacheable(reply);
      return ok(presentCountries(rows, request.language));
    },
  );

  app.get(
    '/public/countries/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A country with its counties, by title',
        params: idParams,
        response: { 200: countryResponse },
      },
    },
    async (request, reply) => {
      const { country, counties } = await getCountry(ctx, request.params.id);
      cacheable(reply);
      return ok(presentCountry(country, counties, request.language));
    },
  );

  app.get(
    '/thumbnails',
    {
      ...signedIn,
      schema: {
        tags: ['catalogue'],
        summary: 'Course cover images to pick from',
        security: [{ bearer: [] }],
        response: { 200: thumbnailsResponse },
      },
    },
    async () => ok(await listThumbnails(ctx)),
  );

  app.get(
    '/subjects',
    {
      ...signedIn,
      schema: {
        tags: ['catalogue'],
        summary: 'The signed-in user’s subjects: a tutor’s priced subjects, a student’s grade subjects',
        security: [{ bearer: [] }],
        response: { 200: subjectsResponse },
      },
    },
    async (request) => {
      const rows = await listUserSubjects(ctx, requireActor(request));
      return ok(rows.map((row) => presentSubject(row, request.language)));
    },
  );

  app.get(
    '/public/subscription-fees',
    {
      schema: {
        tags: ['money'],
        summary: 'Subscription plans with monthly and yearly prices in pounds',
        response: { 200: subscriptionFeesResponse },
      },
    },
    async (request, reply) => {
      const rows = await listSubscriptionFees(ctx);
      cacheable(reply);
      return ok(rows.map((row) => presentPlan(row, request.language)));
    },
  );
}
