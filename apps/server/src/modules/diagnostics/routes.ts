import {
  diagnosticDetailResponse,
  diagnosticSharingBody,
  diagnosticSharingResponse,
  diagnosticsResponse,
  diagnosticTrendResponse,
  idSchema,
  sharedDiagnosticsResponse,
  startDiagnosticResponse,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { diagnosticTrend } from './diagnostic-trend.ts';
import { getDiagnostic } from './get-diagnostic.ts';
import { listDiagnostics } from './list-diagnostics.ts';
import { sharedDiagnostics } from './shared-diagnostics.ts';
import { getDiagnosticSharing, replaceShareLink, updateDiagnosticSharing } from './sharing-settings.ts';
import { startDiagnostic } from './start-diagnostic.ts';

const security = [{ bearer: [] }];
const tags = ['diagnostics'];
const idParams = z.object({ id: idSchema });

/**
 * Diagnostics (self-assessments): listing, questions, starting an attempt, the learner's trend, their sharing
 * settings, and the public shared results.
 */
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
          'Students only (403 otherwise). Answer through `GET /quizzes/{quiz_id}/attempt` (options in this ' +
          'attempt’s own shuffled order, the deadline), `PUT /quizzes/{quiz_id}/answers` and ' +
          '`POST /quizzes/{quiz_id}/submit`; read with `GET /quizzes/{id}`. The attempt ends the diagnostic’s ' +
          'minutes after it starts (plus a 5-second grace): later answers do not count, and an attempt left ' +
          'open is closed and scored with the answers saved in time. A diagnostic without questions is a 409.',
        params: idParams,
        response: { 200: startDiagnosticResponse },
      },
    },
    async (request) =>
      ok(await startDiagnostic(ctx, requireActor(request), request.tenant, request.params.id)),
  );

  app.get(
    '/self-assessments/:id/trend',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The caller’s submitted attempts at a diagnostic, oldest first (the newest 20)',
        params: idParams,
        response: { 200: diagnosticTrendResponse },
      },
    },
    async (request) => ok(await diagnosticTrend(ctx, requireActor(request), request.params.id)),
  );

  app.get(
    '/diagnostics/sharing',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          'The student’s sharing of their results: on or off (off until turned on), answers included, link key',
        description:
          'The link is `/diagnostics/results/?sharingId={sharing_id}`. Students only (403 otherwise).',
        response: { 200: diagnosticSharingResponse },
      },
    },
    async (request) => ok(await getDiagnosticSharing(ctx, requireActor(request))),
  );

  app.put(
    '/diagnostics/sharing',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Turns the student’s shared results on or off, with or without their answers',
        description: 'While off, the link answers 404. Students only (403 otherwise).',
        body: diagnosticSharingBody,
        response: { 200: diagnosticSharingResponse },
      },
    },
    async (request) => ok(await updateDiagnosticSharing(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/diagnostics/sharing/link',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Replaces the student’s share link: the old one answers 404 from now on',
        description: 'The settings stay as they were. Students only (403 otherwise).',
        response: { 200: diagnosticSharingResponse },
      },
    },
    async (request) => ok(await replaceShareLink(ctx, requireActor(request))),
  );

  app.get(
    '/public/diagnostics/:id',
    {
      schema: {
        tags,
        summary: 'A learner’s shared diagnostic results by their sharing id (no sign-in)',
        description:
          'The latest result at each diagnostic, read-only, with the learner’s first name only; the questions ' +
          'and answers only when the learner included them (`include_answers`), else each `questions` is empty. ' +
          'An unknown or replaced key, or a learner who does not share (the default), is a 404.',
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        response: { 200: sharedDiagnosticsResponse },
      },
    },
    async (request) => ok(await sharedDiagnostics(ctx, request.params.id, request.language)),
  );
}
