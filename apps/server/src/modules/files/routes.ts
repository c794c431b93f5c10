import {
  fileResponse,
  okSchema,
  registerFileBody,
  signedUploadResponse,
  signUploadBody,
} from '@kru/contract';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { isLocalStorage } from '../../platform/storage/local.ts';
import { deleteFile } from './delete-file.ts';
import { localStorageRoutes } from './local-routes.ts';
import { openLessonImage } from './open-lesson-image.ts';
import { registerFile } from './register-file.ts';
import { resumableUploadRoutes } from './resumable-routes.ts';
import { signUpload } from './sign-upload.ts';

const tags = ['files'];
const security = [{ bearer: [] }];

export function filesRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/files/signed-url',
    {
      schema: {
        tags,
        security,
        summary: 'Signs a short-lived URL to PUT one file of a kind to',
        description:
          'The content type must be one the kind accepts and a declared `size` must fit its maximum (413). ' +
          'PUT the bytes to `url` with every one of `headers`, then register the `key` with POST /files. ' +
          "With S3 storage the URL is the bucket's and binds the exact size, so `size` is required (422 without).",
        body: signUploadBody,
        response: { 200: signedUploadResponse },
      },
    },
    async (request) => ok(await signUpload(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/files',
    {
      schema: {
        tags,
        security,
        summary: 'Registers an uploaded file (an avatar becomes the profile photo)',
        description:
          'Registering the same key again answers the same file. With S3 storage the stored object is checked ' +
          'here (present, within the maximum, really of its type): otherwise it is removed, with 422 or 413.',
        body: registerFileBody,
        response: { 200: fileResponse },
      },
    },
    async (request) => ok(await registerFile(ctx, requireActor(request), request.body)),
  );

  app.delete(
    '/files/:a/:b',
    {
      schema: {
        tags,
        security,
        summary: 'Removes one of your files; `a/b` is its key',
        params: z.object({ a: z.string(), b: z.string() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteFile(ctx, requireActor(request), `${request.params.a}/${request.params.b}`);
      return ok(null);
    },
  );

  app.get(
    '/files/images/:kind/:name',
    {
      schema: {
        tags,
        summary: 'Leads to an image a lesson or a course card shows (302 to a fresh signed download URL)',
        description:
          'The stable URL a lesson body keeps for an uploaded image (an attachment that is a PNG, JPEG or WebP), ' +
          "and a course's `thumbnail` when it is its author's own cover; " +
          'anything else is a 404. No sign-in: the key is unguessable, as in the signed URL it leads to.',
        params: z.object({ kind: z.string().max(40), name: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const url = await openLessonImage(ctx, `${request.params.kind}/${request.params.name}`);
      return reply.header('cache-control', 'private, max-age=300').redirect(url, 302);
    },
  );

  resumableUploadRoutes(app, ctx);
  if (isLocalStorage(ctx.storage)) localStorageRoutes(app, ctx, ctx.storage);
}
