import { z } from 'zod';
import { envelope, requiredText } from './common.ts';
import { MSG } from './messages.ts';
import { subdomainSchema } from './user.ts';

// Tenancy: every call may carry `x-subdomain: <subdomain id>` (SUBDOMAIN_HEADER, in limits.ts); without it the call
// is on the main marketplace. The web app finds its subdomain with `GET /public/subdomain?url=<its own URL>` at start.

const URL_MAX = 2048;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The host of a URL, lower-case, without scheme, port, path or credentials; a bare host (`school.kru.app/x`) is
 * read as a web address. Null when no host can be read.
 */
export function hostOf(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > URL_MAX) return null;
  try {
    const url = new URL(HAS_SCHEME.test(text) ? text : `http://${text}`);
    return url.hostname ? url.hostname.toLowerCase().replace(/\.$/, '') : null;
  } catch {
    return null;
  }
}

/** A web address a tenant is served on: http(s) with a host and nothing else that could confuse a browser. */
function parseSiteUrl(value: string): URL | null {
  const text = value.trim();
  if (!text || text.length > URL_MAX) return null;
  try {
    const url = new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || url.username || url.password) return null;
    // A real site's host has a domain (or is localhost or an IP address): `https://nope` is a typo.
    if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.startsWith('['))
      return null;
    return url;
  } catch {
    return null;
  }
}

/** `Bright.Kru.app/path` -> `https://bright.kru.app`: the origin a tenant's URL is stored and shown as. */
export function siteOrigin(value: string): string | null {
  return parseSiteUrl(value)?.origin ?? null;
}

/** A tenant's address; stored as its origin (`https://school.kru.app`). */
export const siteUrlSchema = z
  .string({ error: MSG.urlRequired })
  .trim()
  .min(1, { error: MSG.urlRequired, abort: true })
  .max(URL_MAX, MSG.invalidUrl)
  .refine((value) => parseSiteUrl(value) !== null, MSG.invalidUrl);

/** An image address: absolute http(s), or a path on Kru itself (`/thumbnails/maths.svg`). */
export function isImageUrl(value: string): boolean {
  const text = value.trim();
  if (!text || text.length > URL_MAX) return false;
  if (text.startsWith('/')) return !text.startsWith('//') && !/\s/.test(text);
  return /^https?:\/\//i.test(text) && parseSiteUrl(text) !== null;
}

export const imageUrlSchema = z
  .string({ error: MSG.urlRequired })
  .trim()
  .min(1, { error: MSG.urlRequired, abort: true })
  .max(URL_MAX, MSG.invalidUrl)
  .refine(isImageUrl, MSG.invalidUrl);

/** A subdomain (tenant) with its logo: what `GET /public/subdomain` answers and the admin console edits. */
export const tenantSchema = subdomainSchema.extend({ logo_url: z.string().nullable() });
export type Tenant = z.infer<typeof tenantSchema>;

/** `GET /public/subdomain?url=`: the page's URL; only its host counts. */
export const publicSubdomainQuery = z.object({
  url: z.string({ error: MSG.urlRequired }).trim().min(1, MSG.urlRequired).max(URL_MAX, MSG.invalidUrl),
});
/** The active subdomain whose host matches, or `data: null` (the main marketplace). */
export const publicSubdomainResponse = envelope(tenantSchema.nullable());

/** `GET /subdomains`: the active subdomains a course can be offered on. */
export const subdomainsResponse = envelope(z.array(subdomainSchema));

// Admin console ---------------------------------------------------------------------------------------------

export const adminSubdomainSchema = tenantSchema.extend({ users_count: z.number().int() });
export type AdminSubdomain = z.infer<typeof adminSubdomainSchema>;
export const adminSubdomainResponse = envelope(adminSubdomainSchema);
export const adminSubdomainsResponse = envelope(z.array(adminSubdomainSchema));

export const createSubdomainBody = z.object({
  title: requiredText(MSG.subdomainTitleRequired, 100),
  url: siteUrlSchema,
  is_active: z.boolean({ error: MSG.invalidValue }).default(true),
  logo_url: imageUrlSchema.nullable().optional(),
});
export type CreateSubdomainBody = z.infer<typeof createSubdomainBody>;

/** Only the fields sent change; `logo_url: null` removes the logo. */
export const updateSubdomainBody = z.object({
  title: requiredText(MSG.subdomainTitleRequired, 100).optional(),
  url: siteUrlSchema.optional(),
  is_active: z.boolean({ error: MSG.invalidValue }).optional(),
  logo_url: imageUrlSchema.nullable().optional(),
});
export type UpdateSubdomainBody = z.infer<typeof updateSubdomainBody>;
