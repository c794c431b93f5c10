import {
  certificateCodeParams,
  certificatePdfParams,
  certificatePdfQuery,
  certificatesResponse,
  publicCertificateResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { downloadCertificate } from './download-certificate.ts';
import { listMyCertificates } from './list-my-certificates.ts';
import { presentCertificate, presentPublicCertificate } from './presenter.ts';
import { verifyCertificate } from './verify-certificate.ts';

const tags = ['certificates'];
const security = [{ bearer: [] }];

/** Certificates of completion: the learner's own (list, PDF) and the public verification by code. */
export function certificatesRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/certificates',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The caller’s certificates of completion, newest first',
        description:
          'Issued once per course when every section is taken and every quiz’s best attempt reached its pass ' +
          'mark. Each carries the public verification address (`/certificates/{code}` on the tenant’s site).',
        response: { 200: certificatesResponse },
      },
    },
    async (request) => ok((await listMyCertificates(ctx, requireActor(request))).map(presentCertificate)),
  );

  app.get(
    '/certificates/:id/pdf',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The caller’s certificate as a PDF (application/pdf), in English or Thai',
        description:
          '`language` (en or th) chooses the words; without it, the learner’s language when it was issued. ' +
          'Another user’s certificate (or an unknown id) is a 404. The answer carries an `ETag` (a hash of ' +
          'what the page shows): sent back as `If-None-Match`, an unchanged PDF is a 304 without a body.',
        params: certificatePdfParams,
        querystring: certificatePdfQuery,
      },
    },
    async (request, reply) => {
      const download = await downloadCertificate(
        ctx,
        requireActor(request),
        request.params.id,
        request.query.language,
        request.headers['if-none-match'],
      );
      // The learner's browser may keep it, but asks again each time (a 304 when it has not changed).
      reply.header('cache-control', 'private, no-cache').header('etag', download.etag);
      if (download.notModified) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .send(download.pdf);
    },
  );

  app.get(
    '/public/certificates/:code',
    {
      schema: {
        tags,
        summary: 'Confirms a certificate by its verification code, no sign-in',
        description:
          'The learner’s name, the course, the tutor and the date, for a code issued on the request’s tenant ' +
          '(`x-subdomain`); an unknown code or another tenant’s is a 404.',
        params: certificateCodeParams,
        response: { 200: publicCertificateResponse },
      },
    },
    async (request) =>
      ok(presentPublicCertificate(await verifyCertificate(ctx, request.tenant, request.params.code))),
  );
}
