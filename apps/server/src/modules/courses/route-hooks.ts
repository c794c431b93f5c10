import { idSchema } from '@kru/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { mayAuthor, mayLearn } from './policy.ts';

export const security = [{ bearer: [] }];
export const idParams = z.object({ id: idSchema });

/** Answers 403 to anyone but a tutor before the input is read (the use cases check again). */
export async function authorsOnly(request: FastifyRequest): Promise<void> {
  if (!mayAuthor(requireActor(request))) throw AppError.forbidden();
}

/** Answers 403 to anyone but a student before the input is read (the use cases check again). */
export async function learnersOnly(request: FastifyRequest): Promise<void> {
  if (!mayLearn(requireActor(request))) throw AppError.forbidden();
}
