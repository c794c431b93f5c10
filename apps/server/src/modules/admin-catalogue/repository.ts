import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  educations,
  schoolYears,
  subjectSpecialties,
  subjects,
  thumbnails,
} from '../../platform/db/schema/index.ts';
import type { Level } from './levels.ts';

/** One catalogue item; `parentId` is null for an education. */
export interface ItemRow {
  id: number;
  code: string;
  titleEn: string;
  titleTh: string;
  sortOrder: number;
  parentId: number | null;
}

function itemColumns(level: Level) {
  const { table } = level;
  return {
    id: table.id,
    code: table.code,
    titleEn: table.titleEn,
    titleTh: table.titleTh,
    sortOrder: table.sortOrder,
    parentId: level.parent ? sql<number>`${level.parent.column}` : sql<null>`null`,
  };
}

/** The item, locked until the transaction ends. */
export async function findItemForUpdate(
  q: Queryable,
  level: Level,
  id: number,
): Promise<ItemRow | undefined> {
  const [row] = await q
    .select(itemColumns(level))
    .from(level.table)
    .where(eq(level.table.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** The parent (its code names the new item's), locked against deletion until the transaction ends. */
export async function findParentForShare(q: Queryable, level: Level, parentId: number) {
  if (!level.parent) return undefined;
  const parent = level.parent.table;
  const [row] = await q
    .select({ id: parent.id, code: parent.code })
    .from(parent)
    .where(eq(parent.id, parentId))
    .for('share')
    .limit(1);
  return row;
}

/** One past the largest order among the siblings: a new item goes last. */
export async function nextSortOrder(q: Queryable, level: Level, parentId: number | null): Promise<number> {
  const [row] = await q
    .select({ max: max(level.table.sortOrder) })
    .from(level.table)
    .where(level.parent && parentId !== null ? eq(level.parent.column, parentId) : undefined);
  return (row?.max ?? 0) + 1;
}

export interface ItemWrite {
  code?: string;
  titleEn?: string;
  titleTh?: string;
  sortOrder?: number;
  parentId?: number;
}

/** The level's own column names for a write (the parent id goes to the level's parent column). */
function columnValues(level: Level, values: ItemWrite): Record<string, unknown> {
  const { parentId, ...own } = values;
  const row: Record<string, unknown> = Object.fromEntries(
    Object.entries(own).filter(([, v]) => v !== undefined),
  );
  if (parentId !== undefined && level.parent) row[level.parent.key] = parentId;
  return row;
}

export async function insertItem(
  q: Queryable,
  level: Level,
  values: Required<Omit<ItemWrite, 'parentId'>> & ItemWrite,
) {
  const [row] = await q
    .insert(level.table)
    .values(columnValues(level, values) as typeof educations.$inferInsert)
    .returning(itemColumns(level));
  return row!;
}

export async function updateItem(q: Queryable, level: Level, id: number, values: ItemWrite) {
  const [row] = await q
    .update(level.table)
    .set(columnValues(level, values))
    .where(eq(level.table.id, id))
    .returning(itemColumns(level));
  return row!;
}

/** How many items of the level below hang under this one. */
export async function countChildren(q: Queryable, level: Level, id: number): Promise<number> {
  if (!level.child) return 0;
  const [row] = await q.select({ count: count() }).from(level.child.table).where(eq(level.child.column, id));
  return row?.count ?? 0;
}

export async function deleteItem(q: Queryable, level: Level, id: number): Promise<void> {
  await q.delete(level.table).where(eq(level.table.id, id));
}

// Thumbnails ----------------------------------------------------------------------------------------------

export type ThumbnailRow = typeof thumbnails.$inferSelect;

export async function findThumbnailForUpdate(q: Queryable, id: number): Promise<ThumbnailRow | undefined> {
  const [row] = await q.select().from(thumbnails).where(eq(thumbnails.id, id)).for('update').limit(1);
  return row;
}

export async function insertThumbnail(q: Queryable, values: { code: string; url: string }) {
  const [row] = await q.insert(thumbnails).values(values).returning();
  return row!;
}

export async function updateThumbnailUrl(q: Queryable, id: number, url: string) {
  const [row] = await q.update(thumbnails).set({ url }).where(eq(thumbnails.id, id)).returning();
  return row!;
}

export async function deleteThumbnail(q: Queryable, id: number): Promise<void> {
  await q.delete(thumbnails).where(eq(thumbnails.id, id));
}

// The whole tree ------------------------------------------------------------------------------------------

/** Every level in catalogue order, and the thumbnails: four small reads the presenter nests. */
export async function findCatalogue(q: Queryable) {
  const [educationRows, yearRows, subjectRows, specialtyRows, thumbnailRows] = await Promise.all([
    q.select().from(educations).orderBy(asc(educations.sortOrder), asc(educations.id)),
    q.select().from(schoolYears).orderBy(asc(schoolYears.sortOrder), asc(schoolYears.id)),
    q.select().from(subjects).orderBy(asc(subjects.sortOrder), asc(subjects.id)),
    q
      .select()
      .from(subjectSpecialties)
      .orderBy(asc(subjectSpecialties.sortOrder), asc(subjectSpecialties.id)),
    q.select().from(thumbnails).orderBy(asc(thumbnails.id)),
  ]);
  return { educationRows, yearRows, subjectRows, specialtyRows, thumbnailRows };
}
export type CatalogueRows = Awaited<ReturnType<typeof findCatalogue>>;
