import type { Pagination } from '@kru/contract';

/** `{ success: true, data }` — the one success shape of the API. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

export function paginated<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
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
    },
  };
}
