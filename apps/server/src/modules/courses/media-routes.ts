import { attachSectionFileBody, idSchema, okSchema, sectionAttachmentResponse } from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { authorsOnly, idParams, security } from './route-hooks.ts';
import { attachSectionFile, removeSectionAttachment } from './section-attachments.ts';

const tags = ['courses: authoring'];
const onRequest = [authenticated, authorsOnly];
const EDIT_RULES =
  'Tutors only (403 otherwise); another tutor’s course is a 404. An approved or rejected course goes back to ' +
  'draft; a course under review is a 409.';

/** A section's media: the files attached to it (uploaded through the files pipeline). */
export function mediaRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/sections/:id/attachments',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Attaches one of your uploaded files to a section',
        description:
          'Upload with POST /files/signed-url (`type: attachment`, up to 100 MB), PUT the bytes, register with ' +
          'POST /files, then attach its `id` here. Files, text and reading sections only (409 otherwise); a ' +
          `file that is not yours, or attached to another section, is a 404. ${EDIT_RULES}`,
        params: idParams,
        body: attachSectionFileBody,
        response: { 200: sectionAttachmentResponse },
      },
    },
    async (request) =>
      ok(await attachSectionFile(ctx, requireActor(request), request.params.id, request.body.file_id)),
  );

  app.delete(
    '/sections/:id/attachments/:fileId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Removes a file from a section (and deletes it)',
        description: EDIT_RULES,
        params: z.object({ id: idSchema, fileId: idSchema }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeSectionAttachment(ctx, requireActor(request), request.params.id, request.params.fileId);
      return ok(null);
    },
  );
}
