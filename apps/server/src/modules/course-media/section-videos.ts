import { MSG, type SectionVideo } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { removeHlsOutputs } from '../../platform/video/hls-storage.ts';
import { beginEdit, removeUnlessApproved, requireAuthor } from '../course-authoring/index.ts';
import {
  deleteSectionVideo,
  findSection,
  findSectionVideo,
  openSection,
  replaceSectionVideo,
  setVideoStatus,
} from '../courses/index.ts';
import { registerFile, signUpload } from '../files/index.ts';
import { VIDEO_QUEUE } from './transcode-video.ts';
import { openedSectionVideo, presentVideo } from './video-view.ts';

/** The author's video section (404 for anything else than their own; 409 when it is not a video section). */
async function ownVideoSection(ctx: AppContext, actor: Actor, sectionId: number) {
  requireAuthor(actor);
  const section = await findSection(ctx.db, sectionId);
  if (!section) throw AppError.notFound();
  return section;
}

/**
 * `POST /sections/{id}/videos?size=`: signs a PUT (and a resumable upload) for the section's video through the
 * files pipeline (kind
 * `video`: up to 1 GB, 413 above) and makes it the section's one video, `uploading` (any previous video is
 * replaced and its file removed, unless the course's approved version names it). The edit rules apply.
 */
export async function createSectionVideo(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  query: { size: number; content_type: string },
): Promise<SectionVideo> {
  const section = await ownVideoSection(ctx, actor, sectionId);
  const { row, upload } = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const at = ctx.clock.now();
    await beginEdit(tx, actor, section.courseId, at);
    if (section.type !== 'video') throw AppError.conflict(MSG.videoSectionOnly);
    const signed = await signUpload(ctx, actor, {
      type: 'video',
      content_type: query.content_type,
      size: query.size,
    });
    const { row, previous } = await replaceSectionVideo(tx, sectionId, signed.key, at);
    if (previous) {
      await removeUnlessApproved(ctx.storage, tx, afterCommit, section.courseId, previous.fileKey);
      afterCommit(() => removeHlsOutputs(ctx.storage, previous));
    }
    return { row, upload: { url: signed.url, headers: signed.headers, resumable: signed.resumable } };
  });
  return presentVideo(ctx, row, upload);
}

/**
 * `PATCH /sections/{id}/videos`: the author says the bytes are up. The files pipeline checks them (there, of
 * at most 1 GB, really a video: 422/413 otherwise) and registers the file; the video becomes `processing` and its
 * transcode job (`videos-transcode`) takes it from there. Only an `uploading` video can be submitted (409).
 */
export async function submitSectionVideo(ctx: AppContext, actor: Actor, sectionId: number) {
  const section = await ownVideoSection(ctx, actor, sectionId);
  const video = await findSectionVideo(ctx.db, sectionId);
  // Checked under the course's lock too, below; this first look only spares the upload check for a stranger.
  if (!video) throw AppError.notFound();
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    const at = ctx.clock.now();
    await beginEdit(tx, actor, section.courseId, at);
    const current = await findSectionVideo(tx, sectionId);
    if (!current) throw AppError.notFound();
    if (current.uploadStatus !== 'uploading') throw AppError.conflict(MSG.videoNotUploading);
    await registerFile(ctx, actor, { file: current.fileKey, type: 'video', section_id: sectionId });
    const row = await setVideoStatus(tx, current.id, { uploadStatus: 'processing' }, at);
    // Its own job: its retries, its failure and its timeout are its own, whatever happens to other videos.
    if (ctx.jobs) {
      await ctx.jobs.send(tx, VIDEO_QUEUE.name, { id: row.id });
      afterCommit(() => ctx.jobs?.wake(VIDEO_QUEUE.name));
    }
    return presentVideo(ctx, row);
  });
}

/**
 * `DELETE /sections/{id}/videos`: the video (row now, its file and bytes after commit, or when the edit is approved
 * if the course's approved version names it), under the edit rules.
 */
export async function removeSectionVideo(ctx: AppContext, actor: Actor, sectionId: number): Promise<void> {
  const section = await ownVideoSection(ctx, actor, sectionId);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    await beginEdit(tx, actor, section.courseId, ctx.clock.now());
    const removed = await deleteSectionVideo(tx, sectionId);
    if (!removed) throw AppError.notFound();
    await removeUnlessApproved(ctx.storage, tx, afterCommit, section.courseId, removed.fileKey);
    afterCommit(() => removeHlsOutputs(ctx.storage, removed));
  });
}

/**
 * `GET /sections/{id}/videos/checkout`: the video's current state (the reader's and editor's refresh), for
 * anyone who may open the section (404/403 as `GET /sections/{id}`); null when there is none.
 */
export async function checkoutSectionVideo(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  sectionId: number,
): Promise<SectionVideo | null> {
  const opened = await openSection(ctx, actor, tenant?.id ?? null, sectionId);
  const video = await openedSectionVideo(ctx.db, opened);
  return video ? presentVideo(ctx, video) : null;
}
