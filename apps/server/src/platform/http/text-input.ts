import { MSG } from '@kru/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** A NUL, or half of a UTF-16 surrogate pair without its other half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string under `value` that PostgreSQL cannot store as text, or null. */
function unstorableAt(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableAt(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    // Only parsed JSON, query and params (plain or null-prototype objects): a Buffer or stream body is bytes.
    const proto = Object.getPrototypeOf(value);
    if (proto !== null && proto !== Object.prototype && Object.getPrototypeOf(proto) !== null) return null;
    for (const [key, item] of Object.entries(value)) {
      const found = unstorableAt(key, [...path, key]) ?? unstorableAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * `preValidation` hook of every route: a NUL byte or a lone surrogate in any path parameter, query value or JSON
 * string is a 422 naming the field. PostgreSQL refuses both in text (and in JSON), so letting them through
 * would fail deep in a use case as a 500; checked once here rather than in every schema. A callback hook: an
 * async one costs a promise per request.
 */
export function refuseUnstorableText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  for (const value of [request.params, request.query, request.body]) {
    const path = unstorableAt(value, []);
    if (path) {
      done(AppError.invalid(path.join('.') || 'body', MSG.textUnstorable));
      return;
    }
  }
  done();
}
