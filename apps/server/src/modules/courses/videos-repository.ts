import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { files, sectionVideos } from '../../platform/db/schema/index.ts';
import type { HlsOutputs } from '../../platform/video/hls-storage.ts';

export type VideoRow = typeof sectionVideos.$inferSelect;

/** Built and planned once (read on every section a learner opens). */
const sectionVideoStatement = preparedQuery((q) =>
  q
    .select()
    .from(sectionVideos)
    .where(eq(sectionVideos.sectionId, sql.placeholder('sectionId')))
    .limit(1)
    .prepare('courses_section_video'),
);

export async function findSectionVideo(q: Queryable, sectionId: number): Promise<VideoRow | undefined> {
  const [row] = await sectionVideoStatement(q).execute({ sectionId });
  return row;
}

/** The section's one video, made anew for a fresh upload (the one it replaces, if any, is answered). */
export async function replaceSectionVideo(tx: Tx, sectionId: number, fileKey: string, at: Date) {
  const [previous] = await tx.delete(sectionVideos).where(eq(sectionVideos.sectionId, sectionId)).returning();
  const [row] = await tx
    .insert(sectionVideos)
    .values({ sectionId, fileKey, uploadStatus: 'uploading', createdAt: at, updatedAt: at })
    .returning();
  return { row: row!, previous };
}

export async function setVideoStatus(
  q: Queryable,
  id: number,
  change: Pick<VideoRow, 'uploadStatus'> &
    Partial<
      Pick<
        VideoRow,
        | 'durationSeconds'
        | 'failureReason'
        | 'progressPercent'
        | 'hlsPrefix'
        | 'renditions'
        | 'transcodeStartedAt'
      >
    >,
  at: Date,
): Promise<VideoRow> {
  const [row] = await q
    .update(sectionVideos)
    .set({ ...change, updatedAt: at })
    .where(eq(sectionVideos.id, id))
    .returning();
  return row!;
}

export async function deleteSectionVideo(tx: Tx, sectionId: number): Promise<VideoRow | undefined> {
  const [row] = await tx.delete(sectionVideos).where(eq(sectionVideos.sectionId, sectionId)).returning();
  return row;
}

/** Videos waiting for the video job. */
export function findProcessingVideos(q: Queryable) {
  return q.select().from(sectionVideos).where(eq(sectionVideos.uploadStatus, 'processing'));
}

/**
 * Marks the video's transcode begun, when it is `processing` and no other runner began one since `staleBefore`;
 * answers the video, or nothing when there is nothing to do (removed, settled, or being transcoded elsewhere).
 */
export async function claimVideoTranscode(q: Queryable, id: number, at: Date, staleBefore: Date) {
  const [row] = await q
    .update(sectionVideos)
    .set({
      transcodeStartedAt: at,
      progressPercent: 0,
      transcodeAttempts: sql`${sectionVideos.transcodeAttempts} + 1`,
    })
    .where(
      and(
        eq(sectionVideos.id, id),
        eq(sectionVideos.uploadStatus, 'processing'),
        or(isNull(sectionVideos.transcodeStartedAt), lt(sectionVideos.transcodeStartedAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

/** The duration ffprobe read, as soon as it is known: it bounds how long the transcode's claim holds. */
export async function setVideoDuration(q: Queryable, id: number, seconds: number) {
  await q
    .update(sectionVideos)
    .set({ durationSeconds: seconds })
    .where(and(eq(sectionVideos.id, id), eq(sectionVideos.uploadStatus, 'processing')));
}

/** Videos `processing` whose transcode began: the sweeper looks for claims older than their bound among them. */
export function findClaimedVideos(q: Queryable) {
  return q
    .select()
    .from(sectionVideos)
    .where(and(eq(sectionVideos.uploadStatus, 'processing'), isNotNull(sectionVideos.transcodeStartedAt)));
}

/**
 * Settles a stranded video when its claim is still the one seen (`claimedAt`): released for another transcode
 * (`processing`, unclaimed) or `failed`. Answers whether this call did it; of two sweepers only one does.
 */
export async function settleStrandedVideo(
  q: Queryable,
  id: number,
  claimedAt: Date,
  change: Pick<VideoRow, 'uploadStatus'> & Partial<Pick<VideoRow, 'failureReason'>>,
  at: Date,
): Promise<boolean> {
  const rows = await q
    .update(sectionVideos)
    .set({ ...change, transcodeStartedAt: null, progressPercent: 0, updatedAt: at })
    .where(
      and(
        eq(sectionVideos.id, id),
        eq(sectionVideos.uploadStatus, 'processing'),
        // Read back at the millisecond a Date holds.
        sql`date_trunc('milliseconds', ${sectionVideos.transcodeStartedAt}) = ${claimedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: sectionVideos.id });
  return rows.length > 0;
}

/** The transcode's progress, kept only while the video is still the one processing. */
export async function setVideoProgress(q: Queryable, id: number, percent: number) {
  await q
    .update(sectionVideos)
    .set({ progressPercent: percent })
    .where(and(eq(sectionVideos.id, id), eq(sectionVideos.uploadStatus, 'processing')));
}

/** A transcoded video by id (its outputs' prefix to serve). */
export async function findVideo(q: Queryable, id: number): Promise<VideoRow | undefined> {
  const [row] = await q.select().from(sectionVideos).where(eq(sectionVideos.id, id)).limit(1);
  return row;
}

/**
 * Deletes the videos of sections about to be deleted, with their `files` rows; answers their keys and what their
 * transcodes stored, for the caller to remove after commit.
 */
export async function deleteVideosOfSections(
  tx: Tx,
  sectionIds: number[],
): Promise<{ keys: string[]; outputs: HlsOutputs[] }> {
  if (sectionIds.length === 0) return { keys: [], outputs: [] };
  const rows = await tx.delete(sectionVideos).where(inArray(sectionVideos.sectionId, sectionIds)).returning({
    key: sectionVideos.fileKey,
    hlsPrefix: sectionVideos.hlsPrefix,
    renditions: sectionVideos.renditions,
  });
  const keys = rows.map((row) => row.key);
  if (keys.length) await tx.delete(files).where(inArray(files.key, keys));
  return { keys, outputs: rows.filter((row) => row.hlsPrefix) };
}
