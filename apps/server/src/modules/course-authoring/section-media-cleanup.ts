import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { removeHlsOutputs } from '../../platform/video/hls-storage.ts';
import { deleteAttachmentsOfSections, deleteVideosOfSections } from '../courses/index.ts';

/**
 * Sections being deleted (one, a chapter's or a course's) take their attachments and videos with them: the
 * `files` rows in the same transaction, the bytes (and a video's HLS renditions and poster) after commit (a failed removal is left to the store).
 */
export async function removeSectionMedia(
  storage: Storage,
  tx: Tx,
  afterCommit: AfterCommit,
  sectionIds: number[],
): Promise<void> {
  const videos = await deleteVideosOfSections(tx, sectionIds);
  const keys = [...(await deleteAttachmentsOfSections(tx, sectionIds)), ...videos.keys];
  if (keys.length) afterCommit(() => Promise.all(keys.map((key) => storage.delete(key))).then(() => {}));
  for (const outputs of videos.outputs) afterCommit(() => removeHlsOutputs(storage, outputs));
}
