/** A LIKE pattern matching `keyword` anywhere, with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The offset of a page (pages count from 1). */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
