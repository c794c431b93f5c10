import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Actor } from './actor.ts';

/**
 * The admin console's policy: nobody signed in is a 401 (the spec's message), a signed-in student or tutor a
 * 403. Pure: use cases call it with the actor they were given.
 */
export function requireAdmin<A extends Pick<Actor, 'role'>>(actor: A | null | undefined): A {
  if (!actor) throw AppError.unauthenticated();
  if (actor.role !== 'admin') throw AppError.forbidden();
  return actor;
}

/** Route hook for admin calls: answers 401/403 before the body is validated. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request.actor);
}
