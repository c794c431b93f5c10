import { randomToken, sha256 } from '../../platform/auth/secrets.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { insertSession } from './repository.ts';
import type { RequestMeta } from './request-meta.ts';

/** Opens a session and answers its bearer token; only the token's SHA-256 is stored. */
export async function startSession(q: Queryable, userId: number, meta: RequestMeta): Promise<string> {
  const token = randomToken();
  await insertSession(q, { userId, tokenHash: sha256(token), userAgent: meta.userAgent, ip: meta.ip });
  return token;
}
