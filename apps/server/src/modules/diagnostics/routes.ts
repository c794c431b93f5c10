import {
  diagnosticDetailResponse,
  diagnosticsResponse,
  idSchema,
  sharedDiagnosticsResponse,
  startDiagnosticResponse,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getDiagnostic } from './get-diagnostic.ts';
import { listDiagnostics } from './list-diagnostics.ts';
import { sharedDiagnostics } from './shared-diagnostics.ts';
import { startDiagnostic } from './start-diagnostic.ts';

const security = [{ bearer: [] }];
const tags = ['diagnostics'];
const idParams = z.object({ id: idSchema });

/** Diagnostics (self-assessments): listing, questions, starting an attempt, and the public shared results. */
export function diagnosticsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/self-assessments',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          'Active diagnostics, each with its subject, minutes, question count and the caller’s attempts',
        description:
          '`quizzes`: submitted attempts, best percent, the last attempt (percent, correct and wrong counts) and ' +
          'the open attempt; `state` not_started, in_progress or completed.',
        response: { 200: diagnosticsResponse },
      },
    },
    async (request) => ok(await listDiagnostics(ctx, requireActor(request), request.language)),
  );

  app.get(
    '/self-assessments/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          'A diagnostic with its questions (no scores nor feedback); an unknown or inactive one is a 404',
        params: idParams,
        response: { 200: diagnosticDetailResponse },
      },
    },
    async (request) =>
      ok(await getDiagnostic(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.post(
    '/self-assessments/:id/quizzes',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Starts the caller’s attempt at a diagnostic, or answers the one still open',
        description:
          'Students only (403 otherwise). Submit with `POST /quizzes/{quiz_id}/submit`; read with ' +
          '`GET /quizzes/{id}`. A diagnostic without questions is a 409.',
        params: idParams,
        response: { 200: startDiagnosticResponse },
      },
    },
    async (request) => ok(await startDiagnostic(ctx, requireActor(request), request.params.id)),
  );

  app.get(
    '/public/diagnostics/:id',
    {
      schema: {
        tags,
        summary: 'A learner’s shared diagnostic results by their sharing id (no sign-in); unknown: 404',
        description: 'The latest result at each diagnostic, read-only, with the learner’s first name only.',
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        response: { 200: sharedDiagnosticsResponse },
      },
    },
    async (request) => ok(await sharedDiagnostics(ctx, request.params.id, request.language)),
  );
}
