/** Something placed by `sort_order` (chapters in a course, sections in a chapter). */
export interface Ordered {
  id: number;
  sortOrder: number;
}

export interface OrderChange {
  id: number;
  sortOrder: number;
}

/** Reading order as the server keeps it: by `sort_order`, then by id (equal orders are allowed). */
export function inReadingOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/**
 * The `sort_order` changes that move item `id` one place up (`-1`) or down (`+1`): the two neighbours swap their
 * orders, or, when they share one, every item is numbered again from 1 (only the items whose order changes are
 * returned). Empty when the item is already at that end or is not in the list.
 */
export function moveChanges(items: readonly Ordered[], id: number, direction: -1 | 1): OrderChange[] {
  const ordered = inReadingOrder(items);
  const from = ordered.findIndex((item) => item.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  const moving = ordered[from]!;
  const neighbour = ordered[to]!;
  if (moving.sortOrder !== neighbour.sortOrder) {
    return [
      { id: moving.id, sortOrder: neighbour.sortOrder },
      { id: neighbour.id, sortOrder: moving.sortOrder },
    ];
  }
  ordered[from] = neighbour;
  ordered[to] = moving;
  return ordered.flatMap((item, index) =>
    item.sortOrder === index + 1 ? [] : [{ id: item.id, sortOrder: index + 1 }],
  );
}

/** Whether the item can move that way (not first going up, not last going down). */
export function canMove(items: readonly Ordered[], id: number, direction: -1 | 1): boolean {
  const ordered = inReadingOrder(items);
  const index = ordered.findIndex((item) => item.id === id);
  return index >= 0 && index + direction >= 0 && index + direction < ordered.length;
}

/**
 * The change that drops item `id` where item `overId` is: the item takes that place in reading order (the
 * server renumbers the others around it). Empty when dropped where it was, or when either is not in the list.
 */
export function dropChanges(items: readonly Ordered[], id: number, overId: number): OrderChange[] {
  const ordered = inReadingOrder(items);
  const from = ordered.findIndex((item) => item.id === id);
  const to = ordered.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return [];
  return [{ id, sortOrder: to + 1 }];
}
