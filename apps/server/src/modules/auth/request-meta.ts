import type { Language } from '@kru/contract';
import type { FastifyRequest } from 'fastify';

/** What the account calls need to know about the HTTP request besides its body. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  language: Language;
  /** The request's tenant (its x-subdomain header); null is the main marketplace. */
  subdomainId: number | null;
  /** Where the tenant's web app is served (links in e-mails lead there); null on the main marketplace. */
  siteUrl: string | null;
}

const USER_AGENT_MAX = 512;

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
    language: request.language,
    subdomainId: request.tenant?.id ?? null,
    siteUrl: request.tenant?.url.replace(/\/+$/, '') ?? null,
  };
}
