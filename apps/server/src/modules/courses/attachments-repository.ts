import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { files } from '../../platform/db/schema/index.ts';

/**
 * A section's attachments are registered `attachment` files whose `section_id` names it. Only the course author's
 * own files count: `POST /files` takes a `section_id` from anyone, so a stranger's row never shows in a section.
 */
const attachmentColumns = {
  id: files.id,
  key: files.key,
  fileName: files.fileName,
  contentType: files.contentType,
};
export type AttachmentRow = { id: number; key: string; fileName: string; contentType: string };

/** Built and planned once (read on every section a learner opens). */
const sectionAttachmentsStatement = preparedQuery((q) =>
  q
    .select(attachmentColumns)
    .from(files)
    .where(
      and(
        eq(files.sectionId, sql.placeholder('sectionId')),
        eq(files.ownerId, sql.placeholder('authorId')),
        eq(files.kind, 'attachment'),
        isNotNull(files.registeredAt),
      ),
    )
    .orderBy(asc(files.id))
    .prepare('courses_section_attachments'),
);

export function findSectionAttachments(q: Queryable, sectionId: number, authorId: number) {
  return sectionAttachmentsStatement(q).execute({ sectionId, authorId });
}

/**
 * Attaches the author's registered attachment file to the section (it may already be there); undefined when the
 * file is not theirs, not a registered attachment, or attached to another section.
 */
export async function attachFile(tx: Tx, fileId: number, sectionId: number, authorId: number) {
  const [row] = await tx
    .update(files)
    .set({ sectionId })
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerId, authorId),
        eq(files.kind, 'attachment'),
        isNotNull(files.registeredAt),
        or(isNull(files.sectionId), eq(files.sectionId, sectionId)),
      ),
    )
    .returning(attachmentColumns);
  return row;
}

/**
 * Takes the author's attachment off this section, keeping its row (the approved version still names it);
 * answers it, or undefined.
 */
export async function detachAttachment(tx: Tx, fileId: number, sectionId: number, authorId: number) {
  const [row] = await tx
    .update(files)
    .set({ sectionId: null })
    .where(
      and(
        eq(files.id, fileId),
        eq(files.sectionId, sectionId),
        eq(files.ownerId, authorId),
        eq(files.kind, 'attachment'),
      ),
    )
    .returning(attachmentColumns);
  return row;
}

/** Deletes the attachments of sections about to be deleted; answers their keys (the bytes go after commit). */
export async function deleteAttachmentsOfSections(tx: Tx, sectionIds: number[]): Promise<string[]> {
  if (sectionIds.length === 0) return [];
  const rows = await tx
    .delete(files)
    .where(and(inArray(files.sectionId, sectionIds), eq(files.kind, 'attachment')))
    .returning({ key: files.key });
  return rows.map((row) => row.key);
}
