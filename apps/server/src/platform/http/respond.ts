import type { Pagination } from '@kru/contract';

/** `{ success: true, data }` — the one success shape of the API. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/** A page of a list; `capped`: the list counted its matches only up to `total`, and there are more. */
export function paginated<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
  capped = false,
): {
  success: true;
  data: T[];
  pagination: Pagination;
} {
  return {
    success: true,
    data,
    pagination: {
      total,
      count: data.length,
      per_page: perPage,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / perPage)),
      ...(capped ? { total_capped: true } : {}),
    },
  };
}

/**
 * Sends an answer whose JSON text is already written (a kept one): Fastify sends a string with a JSON content type as
 * it is, without the route's serialiser; the route's response schema still documents it.
 */
export function sendJsonText(
  reply: { type(contentType: string): { send(payload: never): unknown } },
  text: string,
): void {
  reply.type('application/json; charset=utf-8').send(text as never);
}
