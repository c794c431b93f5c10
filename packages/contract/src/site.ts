import { z } from 'zod';
import { envelope } from './common.ts';
import type { Tenant } from './tenancy.ts';

/** What every page needs to know about this deployment before it draws (`GET /public/site-config`). */
export const siteConfigSchema = z.object({
  /** Production on the sandbox payment provider (PAYMENTS=sandbox): every page says TEST MODE. */
  test_mode: z.boolean(),
  /** SENTRY_DSN: the web app sends its error reports there; null: to `POST /client-errors`. */
  sentry_dsn: z.string().nullable(),
  /** How many minutes before a session's start its meeting room opens (MEETING_OPENS_MINUTES_BEFORE). */
  meeting_opens_minutes_before: z.number().int().nonnegative(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfigResponse = envelope(siteConfigSchema);

/**
 * What the server writes into every page's HTML (a JSON `<script>` with the id `BOOT_DATA_ELEMENT_ID`), so that
 * the web app draws its first screen without asking: the answers of `GET /public/site-config` and of
 * `GET /public/subdomain?url=<the page's address>`.
 */
export interface BootData {
  site_config: SiteConfig;
  tenant: Tenant | null;
}

export const CLIENT_ERROR_LEVELS = ['fatal', 'error', 'warning', 'info'] as const;

/** `POST /client-errors`: what the web app reports when no Sentry DSN is configured; the server logs it. */
export const clientErrorReportBody = z.object({
  level: z.enum(CLIENT_ERROR_LEVELS),
  message: z.string().max(2000),
  name: z.string().max(200).optional(),
  stack: z.string().max(10_000).optional(),
  /** The id the error page showed, or the API's `error_id`. */
  error_id: z.string().max(64).optional(),
  status: z.number().int().min(0).max(999).optional(),
  /** The page's path. */
  url: z.string().max(2000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportBody>;

/** A report's largest body: the fields' limits, encoded, with room to spare. */
export const CLIENT_ERROR_MAX_BYTES = 32 * 1024;
