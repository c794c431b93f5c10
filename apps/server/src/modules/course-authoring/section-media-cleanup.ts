import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { deleteAttachmentsOfSections, deleteVideosOfSections } from '../courses/index.ts';

/**
 * Sections being deleted (one, a chapter's or a course's) take their attachments and videos with them: the
 * `files` rows in the same transaction, the bytes after commit (a failed removal is left to the store).
 */
export async function removeSectionMedia(
  storage: Storage,
  tx: Tx,
  afterCommit: AfterCommit,
  sectionIds: number[],
): Promise<void> {
  const keys = [
    ...(await deleteAttachmentsOfSections(tx, sectionIds)),
    ...(await deleteVideosOfSections(tx, sectionIds)),
  ];
  if (keys.length) afterCommit(() => Promise.all(keys.map((key) => storage.delete(key))).then(() => {}));
}
