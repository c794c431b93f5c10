import { ATTACHABLE_SECTION_TYPES, MSG, type SectionAttachment } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { beginEdit, removeUnlessApproved, requireAuthor } from '../course-authoring/index.ts';
import {
  type AttachmentRow,
  attachFile,
  detachAttachment,
  findSection,
  findSectionAttachments,
} from '../courses/index.ts';
import { contentDisposition } from '../files/index.ts';

/** The attachment with a signed download link (saved under its file name). */
export async function presentAttachment(storage: Storage, row: AttachmentRow): Promise<SectionAttachment> {
  const link = await storage.signDownload(row.key, undefined, {
    contentType: row.contentType,
    contentDisposition: contentDisposition(row.contentType, row.fileName),
  });
  return { id: row.id, file_name: row.fileName, link };
}

/** A section's attachments for a viewer already allowed to open it. */
export async function loadSectionAttachments(
  ctx: AppContext,
  q: Queryable,
  sectionId: number,
  authorId: number,
): Promise<SectionAttachment[]> {
  const rows = await findSectionAttachments(q, sectionId, authorId);
  return Promise.all(rows.map((row) => presentAttachment(ctx.storage, row)));
}

/**
 * `POST /sections/{id}/attachments`: attaches one of the author's registered attachment files (uploaded through
 * the files pipeline) to a files, text or reading section (409 for another type). Another's file, or one
 * attached elsewhere, is a 404. The usual edit rules apply.
 */
export async function attachSectionFile(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  fileId: number,
): Promise<SectionAttachment> {
  requireAuthor(actor);
  const section = await findSection(ctx.db, sectionId);
  if (!section) throw AppError.notFound();
  const row = await inTransaction(ctx.db, async (tx) => {
    await beginEdit(tx, actor, section.courseId, ctx.clock.now());
    if (!(ATTACHABLE_SECTION_TYPES as readonly string[]).includes(section.type)) {
      throw AppError.conflict(MSG.attachmentsNotAllowed);
    }
    const attached = await attachFile(tx, fileId, sectionId, actor.userId);
    if (!attached) throw AppError.notFound();
    return attached;
  });
  return presentAttachment(ctx.storage, row);
}

/**
 * `DELETE /sections/{id}/attachments/{fileId}`: the file (row now, bytes after commit), under the edit rules. One
 * the course's approved version names is only taken off the section: learners download it until the edit is
 * approved, which removes it.
 */
export async function removeSectionAttachment(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  fileId: number,
): Promise<void> {
  requireAuthor(actor);
  const section = await findSection(ctx.db, sectionId);
  if (!section) throw AppError.notFound();
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    await beginEdit(tx, actor, section.courseId, ctx.clock.now());
    const removed = await detachAttachment(tx, fileId, sectionId, actor.userId);
    if (!removed) throw AppError.notFound();
    await removeUnlessApproved(ctx.storage, tx, afterCommit, section.courseId, removed.key);
  });
}
