import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  courseChapters,
  courseSections,
  courses,
  courseVersions,
  directMessageAttachments,
  files,
  users,
} from '../../platform/db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewUpload = Pick<typeof files.$inferInsert, 'key' | 'ownerId' | 'kind' | 'contentType'>;
export type Registration = Pick<
  typeof files.$inferInsert,
  'fileName' | 'documentType' | 'sectionId' | 'description' | 'registeredAt'
>;

/** The row that binds a signed upload URL's key to its owner, kind and type, before any bytes arrive. */
export async function insertPendingUpload(db: Queryable, upload: NewUpload): Promise<void> {
  await db.insert(files).values(upload);
}

export async function findFileByKey(db: Queryable, key: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  return row;
}

export async function lockFileByKey(tx: Tx, key: string): Promise<FileRow | undefined> {
  const [row] = await tx.select().from(files).where(eq(files.key, key)).limit(1).for('update');
  return row;
}

/** Records the arrived bytes; undefined when the row is gone or already has bytes. */
export async function markUploaded(db: Queryable, key: string, size: number, at: Date) {
  const [row] = await db
    .update(files)
    .set({ size, uploadedAt: at })
    .where(and(eq(files.key, key), isNull(files.uploadedAt)))
    .returning({ id: files.id });
  return row;
}

export async function markRegistered(tx: Tx, id: number, registration: Registration): Promise<FileRow> {
  const [row] = await tx.update(files).set(registration).where(eq(files.id, id)).returning();
  return row!;
}

/** The user's current avatar file id, the user row locked so two avatar changes run one after the other. */
export async function lockAvatarFileId(tx: Tx, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ avatarFileId: users.avatarFileId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.avatarFileId ?? null;
}

export async function setAvatarFileId(tx: Tx, userId: number, fileId: number): Promise<void> {
  await tx.update(users).set({ avatarFileId: fileId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Clears the user's avatar when it is `fileId`. */
export async function clearAvatarIf(tx: Tx, userId: number, fileId: number): Promise<void> {
  await tx
    .update(users)
    .set({ avatarFileId: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.avatarFileId, fileId)));
}

/** Deletes the owner's file with this id; answers its key, or undefined when there is none. */
export async function deleteOwnedFileById(tx: Tx, id: number, ownerId: number) {
  const [row] = await tx
    .delete(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId)))
    .returning({ key: files.key });
  return row;
}

/** Whether a course shows the cover with this key, or an approved version of one still does. */
export async function isCoverShown(q: Queryable, key: string): Promise<boolean> {
  const result = await q.execute(sql`
    SELECT 1 FROM ${courses} c JOIN ${files} f ON f.id = c.cover_file_id WHERE f.key = ${key}
    UNION ALL
    SELECT 1 FROM ${courseVersions} v WHERE v.content -> 'course' ->> 'coverKey' = ${key}
    LIMIT 1`);
  return result.rows.length > 0;
}

/**
 * Whether a lesson of the owner's own courses shows the image at `path` (its stable URL), in the working copy or
 * in the approved version learners read. `strpos`, not LIKE: a key's `_` would be a wildcard.
 */
export async function isInOwnLesson(q: Queryable, path: string, ownerId: number): Promise<boolean> {
  const result = await q.execute(sql`
    SELECT 1 FROM ${courses} c
      JOIN ${courseChapters} ch ON ch.course_id = c.id
      JOIN ${courseSections} s ON s.chapter_id = ch.id
      WHERE c.tutor_id = ${ownerId} AND strpos(s.description, ${path}) > 0
    UNION ALL
    SELECT 1 FROM ${courseVersions} v JOIN ${courses} c ON c.id = v.course_id
      WHERE c.tutor_id = ${ownerId} AND strpos(v.content::text, ${path}) > 0
    LIMIT 1`);
  return result.rows.length > 0;
}

/** Whether the file is attached to a direct message (readable by the conversation's people only). */
export async function isMessageAttachment(q: Queryable, fileId: number): Promise<boolean> {
  const rows = await q
    .select({ fileId: directMessageAttachments.fileId })
    .from(directMessageAttachments)
    .where(eq(directMessageAttachments.fileId, fileId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteOwnedFileByKey(tx: Tx, key: string, ownerId: number) {
  const [row] = await tx
    .delete(files)
    .where(and(eq(files.key, key), eq(files.ownerId, ownerId)))
    .returning({
      id: files.id,
      key: files.key,
      kind: files.kind,
      documentType: files.documentType,
      registeredAt: files.registeredAt,
    });
  return row;
}

/** Deletes the owner's registered identity document with this id; answers it, or undefined when there is none. */
export async function deleteOwnedDocumentById(tx: Tx, id: number, ownerId: number) {
  const [row] = await tx
    .delete(files)
    .where(
      and(
        eq(files.id, id),
        eq(files.ownerId, ownerId),
        eq(files.kind, 'document'),
        isNotNull(files.registeredAt),
      ),
    )
    .returning({ id: files.id, key: files.key, documentType: files.documentType });
  return row;
}

/** Deletes uploads never registered, signed or uploaded before `cutoff`; answers their keys. */
export async function deleteUnregisteredBefore(db: Queryable, cutoff: Date): Promise<string[]> {
  const unregistered = and(
    isNull(files.registeredAt),
    lt(sql`coalesce(${files.uploadedAt}, ${files.createdAt})`, cutoff),
  );
  // A cover the author uploaded but then did not keep (they picked another, or left the form) is shown nowhere.
  const unusedCover = and(
    eq(files.kind, 'cover'),
    lt(files.createdAt, cutoff),
    sql`NOT EXISTS (SELECT 1 FROM ${courses} c WHERE c.cover_file_id = ${files.id})`,
    sql`NOT EXISTS (SELECT 1 FROM ${courseVersions} v WHERE v.content -> 'course' ->> 'coverKey' = ${files.key})`,
  );
  const rows = await db.delete(files).where(or(unregistered, unusedCover)).returning({ key: files.key });
  return rows.map((row) => row.key);
}
