import type { Language } from '@kru/contract';
import type { FastifyRequest } from 'fastify';

/** What the account calls need to know about the HTTP request besides its body. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  language: Language;
  /** The tenant; the x-subdomain header arrives with tenancy, until then every call is on the main marketplace. */
  subdomainId: number | null;
}

const USER_AGENT_MAX = 512;

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
    language: request.language,
    subdomainId: null,
  };
}
