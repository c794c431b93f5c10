import {
  attachSectionFileBody,
  createVideoQuery,
  idSchema,
  okSchema,
  sectionAttachmentResponse,
  sectionVideoResponse,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { authorsOnly, idParams, security } from '../courses/index.ts';
import { attachSectionFile, removeSectionAttachment } from './section-attachments.ts';
import {
  checkoutSectionVideo,
  createSectionVideo,
  removeSectionVideo,
  submitSectionVideo,
} from './section-videos.ts';

const tags = ['courses: authoring'];
const onRequest = [authenticated, authorsOnly];
const EDIT_RULES =
  'Tutors only (403 otherwise); another tutor’s course is a 404. An approved or rejected course goes back to ' +
  'draft; a course under review is a 409.';

/** A section's media: the files attached to it and a video section's video (both through the files pipeline). */
export function courseMediaRoutes(app: ZodApp, ctx: AppContext) {
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

  app.post(
    '/sections/:id/videos',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Starts the upload of a video section’s video (it replaces any earlier one)',
        description:
          'Answers the video, `uploading`, with `upload_link` and `upload_headers`: PUT the bytes there, then ' +
          'PATCH this path. `size` up to 1 GB (413 above); MP4, MOV, WebM or MKV (422 otherwise). A section of another type is ' +
          `a 409. ${EDIT_RULES}`,
        params: idParams,
        querystring: createVideoQuery,
        response: { 200: sectionVideoResponse },
      },
    },
    async (request) =>
      ok(await createSectionVideo(ctx, requireActor(request), request.params.id, request.query)),
  );

  app.patch(
    '/sections/:id/videos',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Submits the uploaded video: checked, then `processing` until the video job marks it ready',
        description:
          'The bytes must be there and really a video (422), within 1 GB (413). A video already submitted is a ' +
          `409; no video a 404. ${EDIT_RULES}`,
        params: idParams,
        response: { 200: sectionVideoResponse },
      },
    },
    async (request) => ok(await submitSectionVideo(ctx, requireActor(request), request.params.id)),
  );

  app.delete(
    '/sections/:id/videos',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deletes a section’s video',
        description: `No video is a 404. ${EDIT_RULES}`,
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeSectionVideo(ctx, requireActor(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/sections/:id/videos/checkout',
    {
      onRequest: authenticated,
      schema: {
        tags: ['courses: learning'],
        security,
        summary: 'A section’s video as it is now (null when none): the refresh while it is processing',
        description:
          'The same access as GET /sections/{id}: 404 for a course the caller may not see, 403 beyond the ' +
          'trial. `link` is given once the video is ready.',
        params: idParams,
        response: { 200: sectionVideoResponse },
      },
    },
    async (request) =>
      ok(await checkoutSectionVideo(ctx, requireActor(request), request.tenant, request.params.id)),
  );
}
