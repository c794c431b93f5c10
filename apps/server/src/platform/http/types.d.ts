import type { Language } from '@kru/contract';
import type { Actor } from '../auth/actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    language: Language;
  }
}
