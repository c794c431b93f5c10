import {
  adminSubdomainResponse,
  adminSubdomainsResponse,
  createSubdomainBody,
  idSchema,
  publicSubdomainQuery,
  publicSubdomainResponse,
  subdomainsResponse,
  updateSubdomainBody,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import { adminOnly } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { createSubdomain } from './create-subdomain.ts';
import { findSubdomainByUrl } from './find-subdomain-by-url.ts';
import { listAdminSubdomains } from './list-admin-subdomains.ts';
import { listSubdomains } from './list-subdomains.ts';
import { presentAdminSubdomain, presentSubdomain, presentTenant } from './presenter.ts';
import { updateSubdomain } from './update-subdomain.ts';

const tags = ['tenants'];
const adminTags = ['admin'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });

export function tenantsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/public/subdomain',
    {
      schema: {
        tags,
        summary:
          'The active subdomain (tenant) served on the host of `url`, or null for the main marketplace',
        description:
          'Only the host counts: scheme, port and path are ignored, case does not matter. Send the answer’s ' +
          '`id` as the `x-subdomain` header on every later call.',
        querystring: publicSubdomainQuery,
        response: { 200: publicSubdomainResponse },
      },
    },
    async (request) => {
      const tenant = await findSubdomainByUrl(ctx, request.query.url);
      return ok(tenant ? presentTenant(tenant) : null);
    },
  );

  app.get(
    '/subdomains',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'The active subdomains a course can be offered on',
        description:
          'A user of a tenant sees only that tenant; a user of the main marketplace sees them all.',
        security,
        response: { 200: subdomainsResponse },
      },
    },
    async (request) => ok((await listSubdomains(ctx, requireActor(request))).map(presentSubdomain)),
  );

  app.get(
    '/admin/subdomains',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        summary: 'Every subdomain (tenant), active or not, with its number of users (admins only)',
        security,
        response: { 200: adminSubdomainsResponse },
      },
    },
    async (request) => {
      const rows = await listAdminSubdomains(ctx, request.actor);
      return ok(rows.map(presentAdminSubdomain));
    },
  );

  app.post(
    '/admin/subdomains',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        summary: 'Creates a subdomain (tenant) (admins only)',
        description: 'The URL is stored as its origin; no two subdomains may share a host (422).',
        security,
        body: createSubdomainBody,
        response: { 200: adminSubdomainResponse },
      },
    },
    async (request) => ok(presentAdminSubdomain(await createSubdomain(ctx, request.actor, request.body))),
  );

  app.patch(
    '/admin/subdomains/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        summary:
          'Renames, (de)activates, moves or re-brands a subdomain; only the fields sent change (admins only)',
        security,
        params: idParams,
        body: updateSubdomainBody,
        response: { 200: adminSubdomainResponse },
      },
    },
    async (request) =>
      ok(presentAdminSubdomain(await updateSubdomain(ctx, request.actor, request.params.id, request.body))),
  );
}
