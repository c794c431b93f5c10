import { idSchema } from '@kru/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getCourseQrCode } from './get-course-qr-code.ts';

export function courseShareRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/public/course/qr-code/:id',
    {
      schema: {
        tags: ['courses'],
        summary: "An SVG QR code (image/svg+xml) of a course's or skill's public page, no sign-in",
        description:
          'Only for an approved course listed on the request’s tenant (`x-subdomain`); anything else answers 404. ' +
          'The code opens `/courses/search-courses/details?courseId={id}` (or the /skills page of a skill).',
        params: z.object({ id: idSchema }),
      },
    },
    async (request, reply) => {
      const svg = await getCourseQrCode(ctx, request.tenant, request.params.id);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'x-subdomain')
        .send(svg);
    },
  );
}
