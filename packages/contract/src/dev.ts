import { z } from 'zod';
import { envelope } from './common.ts';
import { MSG } from './messages.ts';

/** The development mailbox (no SMTP configured): what the outbox holds, for people and e2e tests. */
export const devMailboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
});

export const devEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type DevEmail = z.infer<typeof devEmailSchema>;

export const devMailboxResponse = envelope(z.array(devEmailSchema));

/** The development clock (DEV_CLOCK=1): journeys move time forward instead of waiting, and run jobs at once. */
export const DEV_CLOCK_MAX_MINUTES = 366 * 24 * 60;

export const devClockAdvanceBody = z.object({
  minutes: z
    .number({ error: MSG.invalidValue })
    .positive(MSG.invalidValue)
    .max(DEV_CLOCK_MAX_MINUTES, MSG.invalidValue),
});

export const devClockResponse = envelope(z.object({ now: z.string() }));

export const devJobRunBody = z.object({
  name: z.string({ error: MSG.invalidValue }).trim().min(1, MSG.invalidValue).max(100, MSG.invalidValue),
});

export const devJobRunResponse = envelope(
  z.object({
    name: z.string(),
    /** What the job reports it moved (e.g. sessions completed), when it counts. */
    result: z.number().nullable(),
  }),
);

/**
 * With DEV_CLOCK: points the AI tutor at an OpenAI-compatible stand-in on this machine (a journey's own, on
 * loopback), or back to the configured tutor with `base_url` null.
 */
export const devAiBody = z.object({
  base_url: z
    .string({ error: MSG.invalidValue })
    .regex(/^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}(\/[\w./-]*)?$/, MSG.invalidValue)
    .nullable(),
  api_key: z.string({ error: MSG.invalidValue }).max(200, MSG.invalidValue).optional(),
});

export const devAiResponse = envelope(z.object({ tutor: z.enum(['builtin', 'openai']) }));
