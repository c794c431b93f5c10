import {
  devAiBody,
  devAiResponse,
  devClockAdvanceBody,
  devClockResponse,
  devJobRunBody,
  devJobRunResponse,
} from '@kru/contract';
import { isAdjustableClock } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { advanceClock } from './advance-clock.ts';
import { pointAiTutor } from './point-ai-tutor.ts';
import { devClockEnabled } from './policy.ts';
import { presentClock, presentJobRun } from './presenter.ts';
import { resetClock } from './reset-clock.ts';
import { runScheduledJob } from './run-scheduled-job.ts';

/**
 * `POST /api/v1/dev/clock/advance`, `/dev/clock/reset` and `/dev/jobs/run`: journeys let a session end and complete
 * without waiting for it; `/dev/ai` points the AI tutor at a journey's stand-in model. Not registered at all (404) unless DEV_CLOCK is on outside production.
 */
export function devClockRoutes(app: ZodApp, ctx: AppContext) {
  const clock = ctx.clock;
  if (!devClockEnabled(ctx.config) || !isAdjustableClock(clock)) return;
  app.post(
    '/dev/clock/advance',
    {
      schema: {
        tags: ['dev'],
        summary: "Moves the server's time forward by some minutes (DEV_CLOCK only)",
        body: devClockAdvanceBody,
        response: { 200: devClockResponse },
      },
    },
    async (request) => ok(presentClock(advanceClock(clock, request.body.minutes))),
  );
  app.post(
    '/dev/clock/reset',
    {
      schema: {
        tags: ['dev'],
        summary: "Puts the server's time back to real time (DEV_CLOCK only)",
        response: { 200: devClockResponse },
      },
    },
    async () => ok(presentClock(resetClock(clock))),
  );
  app.post(
    '/dev/jobs/run',
    {
      schema: {
        tags: ['dev'],
        summary: 'Runs one scheduled job at once, by name (DEV_CLOCK only)',
        body: devJobRunBody,
        response: { 200: devJobRunResponse },
      },
    },
    async (request) => ok(presentJobRun(request.body.name, await runScheduledJob(ctx, request.body.name))),
  );
  app.post(
    '/dev/ai',
    {
      schema: {
        tags: ['dev'],
        summary: 'Points the AI tutor at an OpenAI-compatible stand-in on loopback, or back (DEV_CLOCK only)',
        body: devAiBody,
        response: { 200: devAiResponse },
      },
    },
    async (request) => ok({ tutor: pointAiTutor(ctx, request.body) }),
  );
}
