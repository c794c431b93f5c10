import type { Language } from '@kru/contract';
import type { Actor } from '../auth/actor.ts';
import type { Tenant } from '../tenancy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The subdomain of the `x-subdomain` header; null is the main marketplace. */
    tenant: Tenant | null;
    language: Language;
  }
}
