/** The offset of a page (pages count from 1). */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
