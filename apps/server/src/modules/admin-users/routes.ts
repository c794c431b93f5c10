import {
  adminUserDetailResponse,
  adminUsersQuery,
  adminUsersResponse,
  idSchema,
  restoreUserBody,
  suspendUserBody,
} from '@kru/contract';
import { z } from 'zod';
import { adminOnly } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { presentAdminUser, presentAdminUserDetail } from './presenter.ts';
import { restoreUser } from './restore-user.ts';
import { suspendUser } from './suspend-user.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });

export function adminUsersRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/admin/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Users of every tenant, newest first: search by name or e-mail, filter (admins only)',
        description:
          '`search` (at least 3 characters) matches first name, last name and e-mail, case-insensitively. ' +
          '`status` is the account state: active, suspended or unverified.',
        security,
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listUsers(ctx, request.actor, request.query);
      return paginated(rows.map(presentAdminUser), total, request.query.page, request.query.per_page);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'One user with their live sessions and the admin actions on them (admins only)',
        security,
        params: idParams,
        response: { 200: adminUserDetailResponse },
      },
    },
    async (request) => ok(presentAdminUserDetail(await getUser(ctx, request.actor, request.params.id))),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Suspends a user: they cannot sign in and their tokens stop working at once (admins only)',
        description: 'The reason is recorded in the audit log. An admin cannot suspend themself (409).',
        security,
        params: idParams,
        body: suspendUserBody,
        response: { 200: adminUserDetailResponse },
      },
    },
    async (request) =>
      ok(presentAdminUserDetail(await suspendUser(ctx, request.actor, request.params.id, request.body))),
  );

  app.post(
    '/admin/users/:id/restore',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Lifts a suspension; the user can sign in again (admins only)',
        security,
        params: idParams,
        // Fastify hands a call without a body over as null.
        body: restoreUserBody.nullish(),
        response: { 200: adminUserDetailResponse },
      },
    },
    async (request) =>
      ok(presentAdminUserDetail(await restoreUser(ctx, request.actor, request.params.id, request.body))),
  );
}
