import {
  savedVideoProgressResponse,
  saveVideoProgressBody,
  videoProgressResponse,
  viewSectionResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { idParams, learnersOnly, security } from '../courses/index.ts';
import { getVideoProgress } from './get-video-progress.ts';
import { saveVideoProgress } from './save-video-progress.ts';
import { viewSection } from './view-section.ts';

const tags = ['courses: learning'];
const learners = [authenticated, learnersOnly];
const locked =
  'Students only (403 otherwise); a section beyond the trial is a 403 with code `SECTION_LOCKED`; a section ' +
  'of a course the caller may not see is a 404.';

/** The reader following the learner: the latest viewed section and the place in a video. */
export function courseProgressRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/sections/:id/view',
    {
      onRequest: learners,
      schema: {
        tags,
        security,
        summary: 'Makes the section the latest viewed (where "Continue" opens); answers the progress',
        description: `Starts the course when needed; takes nothing. Idempotent. ${locked}`,
        params: idParams,
        response: { 200: viewSectionResponse },
      },
    },
    async (request) => ok(await viewSection(ctx, requireActor(request), request.tenant, request.params.id)),
  );

  app.get(
    '/sections/:id/video-progress',
    {
      onRequest: learners,
      schema: {
        tags,
        security,
        summary: 'The caller’s place in a video section (null before they first play it)',
        description: `The same on every device. Not a video section: 409. ${locked}`,
        params: idParams,
        response: { 200: videoProgressResponse },
      },
    },
    async (request) =>
      ok(await getVideoProgress(ctx, requireActor(request), request.tenant, request.params.id)),
  );

  app.put(
    '/sections/:id/video-progress',
    {
      onRequest: learners,
      schema: {
        tags,
        security,
        summary: 'Keeps the place in a video; 90% of it played takes the section',
        description:
          '`position_seconds` must lie within the video’s length (422 otherwise); `watched_seconds` (played, ' +
          'not sought) never goes down. Once 90% of the video has been played the section is taken, as ' +
          '`POST /sections/{id}/take` would. Idempotent. Not a video section, or a video not ready, 409. ' +
          locked,
        params: idParams,
        body: saveVideoProgressBody,
        response: { 200: savedVideoProgressResponse },
      },
    },
    async (request) =>
      ok(
        await saveVideoProgress(ctx, requireActor(request), request.tenant, request.params.id, request.body),
      ),
  );
}
