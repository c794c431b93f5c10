import { z } from 'zod';
import { envelope } from './common.ts';

/** What every page needs to know about this deployment before it draws (`GET /public/site-config`). */
export const siteConfigSchema = z.object({
  /** Production on the sandbox payment provider (PAYMENTS=sandbox): every page says TEST MODE. */
  test_mode: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfigResponse = envelope(siteConfigSchema);
