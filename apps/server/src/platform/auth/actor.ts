import type { Language, Role } from '@kru/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { authSessions, users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { ActorCache } from './actor-cache.ts';
import { sha256 } from './secrets.ts';

/** Who is calling: resolved from the bearer token on every request. */
export interface Actor {
  userId: number;
  sessionId: number;
  role: Role;
  subdomainId: number | null;
  language: Language;
}

const TOUCH_AFTER_MS = 5 * 60_000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length >= 20 && token.length <= 200 ? token : undefined;
}

/** Looks the token up (hashed); a revoked session or a suspended user is no actor at all. */
const sessionStatement = preparedQuery((q) =>
  q
    .select({
      sessionId: authSessions.id,
      lastUsedAt: authSessions.lastUsedAt,
      userId: users.id,
      role: users.role,
      subdomainId: users.subdomainId,
      language: users.language,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(authSessions.revokedAt),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('auth_resolve_actor'),
);

/** The token's actor: from `cache` when it was resolved moments ago, else read (and kept there). */
export async function resolveActor(
  db: Db,
  cache: ActorCache,
  token: string | undefined,
): Promise<Actor | null> {
  if (!token) return null;
  const tokenHash = sha256(token);
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const ticket = cache.ticket();
  const [row] = await sessionStatement(db).execute({ tokenHash });
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, row.sessionId));
  }
  const actor: Actor = {
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role,
    subdomainId: row.subdomainId,
    language: row.language,
  };
  cache.set(tokenHash, actor, ticket);
  return actor;
}

/** The signed-in actor, or a 401 with the spec's message. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthenticated();
  return request.actor;
}

/**
 * Route hook for signed-in calls: answers 401 before the body is validated, so a caller without a valid token
 * learns nothing about the call's input rules. A callback hook: an async one costs a promise per call.
 */
export function authenticated(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  done(request.actor ? undefined : AppError.unauthenticated());
}
