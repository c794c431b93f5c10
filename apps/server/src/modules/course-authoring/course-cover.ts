import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Queryable, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteFilesByKeys, findCourseCover, findCoverFile, updateCourse } from '../courses/index.ts';
import { IMAGE_SIZE_HEAD_BYTES, imageSize } from '../files/index.ts';
import { removeUnlessApproved } from './course-version.ts';
import { coverShapeProblem } from './cover-shape.ts';

const coverNotFound = () => AppError.invalid('cover_file', MSG.coverNotFound);

/**
 * The cover a course body names (`cover_file`): one of the author's registered cover uploads that no other
 * course shows, cropped to the card's shape (its pixel size is read from the stored bytes, whatever the client
 * did). Answers its file id; `null` (remove the cover) and `undefined` (leave it) pass through.
 */
export async function checkCoverChoice(
  ctx: AppContext,
  q: Queryable,
  actor: Actor,
  courseId: number | null,
  key: string | null | undefined,
): Promise<number | null | undefined> {
  if (key === undefined || key === null) return key;
  const file = await findCoverFile(q, key);
  if (!file || file.ownerId !== actor.userId) throw coverNotFound();
  if (file.courseId !== null && file.courseId !== courseId) throw coverNotFound();
  const head = await ctx.storage.readHead(key, IMAGE_SIZE_HEAD_BYTES).catch(() => null);
  if (!head) throw coverNotFound();
  const problem = coverShapeProblem(imageSize(head));
  if (problem) throw problem;
  return file.id;
}

/**
 * Inside an edit's transaction (the course locked): the course shows the cover `coverFileId`, or its thumbnail
 * when null. The cover it replaces goes (row now, bytes after commit) unless the approved version still shows it
 * to learners; approving the edit removes it then.
 */
export async function replaceCover(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  courseId: number,
  coverFileId: number | null,
  at: Date,
): Promise<void> {
  const current = await findCourseCover(tx, courseId);
  if ((current?.id ?? null) === coverFileId) return;
  await updateCourse(tx, courseId, { coverFileId }, at).catch(refuseSharedCover);
  if (current) await removeUnlessApproved(ctx.storage, tx, afterCommit, courseId, current.key);
}

/** A course being deleted (inside `tx`): its own cover goes with it, row now and bytes after commit. */
export async function removeCourseCover(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  courseId: number,
): Promise<void> {
  const cover = await findCourseCover(tx, courseId);
  if (!cover) return;
  await deleteFilesByKeys(tx, [cover.key]);
  afterCommit(() => ctx.storage.delete(cover.key));
}

/** Another course took the same upload as its cover meanwhile (the unique index refused the second). */
export function refuseSharedCover(error: unknown): never {
  if (isUniqueViolation(error)) throw coverNotFound();
  throw error;
}
