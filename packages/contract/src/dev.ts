import { z } from 'zod';
import { envelope } from './common.ts';

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
