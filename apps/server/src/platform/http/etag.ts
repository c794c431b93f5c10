import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `W/"x", "y"` -> whether any listed tag (weak or strong) is `etag`, or the header is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Route `onSend` hook: tags a successful answer with an ETag of its bytes and answers 304 Not Modified when
 * the client already holds those bytes. With `cache-control: no-cache` clients always ask, so an edit shows
 * at once, while an unchanged answer costs a few bytes.
 */
export async function etagged(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}
