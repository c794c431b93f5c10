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
