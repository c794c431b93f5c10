import {
  adminCatalogueResponse,
  adminEducationResponse,
  adminSchoolYearResponse,
  adminSpecialtyResponse,
  adminSubjectResponse,
  adminThumbnailResponse,
  createEducationBody,
  createSchoolYearBody,
  createSpecialtyBody,
  createSubjectBody,
  createThumbnailBody,
  idSchema,
  okSchema,
  updateEducationBody,
  updateSchoolYearBody,
  updateSpecialtyBody,
  updateSubjectBody,
  updateThumbnailBody,
} from '@kru/contract';
import { z } from 'zod';
import { adminOnly } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { createItem, type ItemInput } from './create-item.ts';
import { createThumbnail } from './create-thumbnail.ts';
import { deleteItem } from './delete-item.ts';
import { deleteThumbnail } from './delete-thumbnail.ts';
import { getCatalogue } from './get-catalogue.ts';
import { LEVELS, type Level } from './levels.ts';
import { presentCatalogue, presentItem, presentThumbnail } from './presenter.ts';
import { updateItem } from './update-item.ts';
import { updateThumbnail } from './update-thumbnail.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });
const admin = { onRequest: adminOnly };

interface LevelRoutes {
  level: Level;
  path: string;
  label: string;
  createBody: z.ZodType<ItemInput>;
  updateBody: z.ZodType<Partial<ItemInput>>;
  response: z.ZodType;
}

const LEVEL_ROUTES: LevelRoutes[] = [
  {
    level: LEVELS.education,
    path: '/admin/educations',
    label: 'an education',
    createBody: createEducationBody,
    updateBody: updateEducationBody,
    response: adminEducationResponse,
  },
  {
    level: LEVELS.school_year,
    path: '/admin/school-years',
    label: 'a school year (grade) of an education',
    createBody: createSchoolYearBody,
    updateBody: updateSchoolYearBody,
    response: adminSchoolYearResponse,
  },
  {
    level: LEVELS.subject,
    path: '/admin/subjects',
    label: 'a subject of a school year',
    createBody: createSubjectBody,
    updateBody: updateSubjectBody,
    response: adminSubjectResponse,
  },
  {
    level: LEVELS.subject_specialty,
    path: '/admin/subject-specialties',
    label: 'a specialty of a subject',
    createBody: createSpecialtyBody,
    updateBody: updateSpecialtyBody,
    response: adminSpecialtyResponse,
  },
];

export function adminCatalogueRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/admin/catalogue',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'The whole catalogue with English and Thai titles and orders, and the thumbnails (admins only)',
        security,
        response: { 200: adminCatalogueResponse },
      },
    },
    async (request) => ok(presentCatalogue(await getCatalogue(ctx, request.actor))),
  );

  for (const { level, path, label, createBody, updateBody, response } of LEVEL_ROUTES) {
    app.post(
      path,
      {
        ...admin,
        schema: {
          tags,
          summary: `Adds ${label} (admins only)`,
          description: 'Without `sort_order` the item goes last among its siblings.',
          security,
          body: createBody,
          response: { 200: response },
        },
      },
      async (request) => ok(presentItem(level, await createItem(ctx, request.actor, level, request.body))),
    );

    app.patch(
      `${path}/:id`,
      {
        ...admin,
        schema: {
          tags,
          summary: `Renames, reorders or moves ${label}; only the fields sent change (admins only)`,
          security,
          params: idParams,
          body: updateBody,
          response: { 200: response },
        },
      },
      async (request) =>
        ok(presentItem(level, await updateItem(ctx, request.actor, level, request.params.id, request.body))),
    );

    app.delete(
      `${path}/:id`,
      {
        ...admin,
        schema: {
          tags,
          summary: `Deletes ${label} that nothing refers to (admins only)`,
          description: 'An item that still contains items, or is used by users or courses, answers 409.',
          security,
          params: idParams,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await deleteItem(ctx, request.actor, level, request.params.id);
        return ok(null);
      },
    );
  }

  app.post(
    '/admin/thumbnails',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Adds a course cover image (admins only)',
        security,
        body: createThumbnailBody,
        response: { 200: adminThumbnailResponse },
      },
    },
    async (request) => ok(presentThumbnail(await createThumbnail(ctx, request.actor, request.body))),
  );

  app.patch(
    '/admin/thumbnails/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Changes the image of a thumbnail (admins only)',
        security,
        params: idParams,
        body: updateThumbnailBody,
        response: { 200: adminThumbnailResponse },
      },
    },
    async (request) =>
      ok(presentThumbnail(await updateThumbnail(ctx, request.actor, request.params.id, request.body))),
  );

  app.delete(
    '/admin/thumbnails/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Deletes a thumbnail no course uses (admins only)',
        security,
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteThumbnail(ctx, request.actor, request.params.id);
      return ok(null);
    },
  );
}
