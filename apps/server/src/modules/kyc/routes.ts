import { kycFilesResponse, kycStatusResponse, MSG, needVisaBody } from '@kru/contract';
import type { FastifyRequest } from 'fastify';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { listDocuments } from './list-documents.ts';
import { mayUseKyc } from './policy.ts';
import { setNeedVisa } from './set-need-visa.ts';
import { submitForReview } from './submit-for-review.ts';

const tags = ['kyc'];
const security = [{ bearer: [] }];

/** Answers 403 to anyone but a tutor before the input is read (the use cases check again). */
async function tutorsOnly(request: FastifyRequest): Promise<void> {
  if (!mayUseKyc(requireActor(request))) throw AppError.forbidden(MSG.tutorOnly);
}

export function kycRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/kyc/files',
    {
      onRequest: [authenticated, tutorsOnly],
      schema: {
        tags,
        security,
        summary: "The tutor's identity documents (tutors only)",
        description:
          'Upload a document through the file pipeline (POST /files/signed-url with type `document`, PUT the ' +
          'bytes, POST /files with `document_type`); DELETE /files/{key} removes one. Neither is possible ' +
          'while the profile is under review (409).',
        response: { 200: kycFilesResponse },
      },
    },
    async (request) => ok(await listDocuments(ctx, requireActor(request))),
  );

  app.patch(
    '/kyc/need-visa',
    {
      onRequest: [authenticated, tutorsOnly],
      schema: {
        tags,
        security,
        summary: 'Sets whether the tutor needs a visa (then a biometric residence permit is required)',
        description:
          'Frozen while the profile is under review (409); a change sends an approved profile back to review.',
        body: needVisaBody,
        response: { 200: kycStatusResponse },
      },
    },
    async (request) => ok(await setNeedVisa(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/kyc/review',
    {
      onRequest: [authenticated, tutorsOnly],
      schema: {
        tags,
        security,
        summary: 'Submits the tutor profile for review (no body)',
        description:
          'Moves `approval_status` from `incomplete` or `rejected` to `pending`. A profile that lacks personal ' +
          'info, the bio, a priced subject or a required document answers 422 with `errors` naming each ' +
          'missing item; one already under review or approved answers 409.',
        response: { 200: kycStatusResponse },
      },
    },
    async (request) => ok(await submitForReview(ctx, requireActor(request))),
  );
}
