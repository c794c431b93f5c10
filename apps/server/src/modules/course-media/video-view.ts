import type { ResumableUpload } from '@kru/contract';
import { type SectionVideo, VIDEO_FAILURES, type VideoFailure } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { isLocalStorage } from '../../platform/storage/local.ts';
import { posterKey } from '../../platform/video/hls-storage.ts';
import { findSectionVideo, type OpenedSection, type VideoRow } from '../courses/index.ts';
import { contentDisposition } from '../files/index.ts';
import { grantHls, HLS_LINK_SECONDS, hlsLink } from './hls-links.ts';

/** What is known of a video: an approved version's record of an earlier one holds only the first four. */
type VideoFacts = Pick<VideoRow, 'id' | 'fileKey' | 'uploadStatus' | 'durationSeconds'> &
  Partial<Pick<VideoRow, 'progressPercent' | 'hlsPrefix' | 'renditions' | 'failureReason'>>;

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
};

/** The video's content type, from its storage key's extension (`video/<id>.mp4`). */
export function videoContentType(key: string): string {
  return VIDEO_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'video/mp4';
}

/** The reason code recorded with a failure (`code: detail`), as the wire names it. */
function failureOf(reason: string | null | undefined): VideoFailure | null {
  const code = reason?.split(':')[0];
  return (
    ((VIDEO_FAILURES as readonly string[]).find((known) => known === code) as VideoFailure | undefined) ??
    null
  );
}

/**
 * The video as a viewer who may open its section sees it: the play links only once ready (the HLS playlist and
 * poster when it was transcoded, the original file always). The upload link is given only by the call that
 * signs it (creating the video).
 */
export async function presentVideo(
  ctx: Pick<AppContext, 'storage' | 'config' | 'clock'>,
  row: VideoFacts,
  upload: { url: string; headers: Record<string, string>; resumable?: ResumableUpload } | null = null,
): Promise<SectionVideo> {
  const ready = row.uploadStatus === 'ready';
  const link = ready
    ? await ctx.storage.signDownload(row.fileKey, undefined, {
        contentType: videoContentType(row.fileKey),
        contentDisposition: contentDisposition(videoContentType(row.fileKey), 'video'),
      })
    : null;
  const hls = ready && row.hlsPrefix ? grantHls(ctx.config, row.id, ctx.clock.now().getTime()) : null;
  const poster =
    hls && row.hlsPrefix
      ? isLocalStorage(ctx.storage)
        ? hlsLink(row.id, 'poster.jpg', hls)
        : await ctx.storage.signDownload(posterKey(row.hlsPrefix), HLS_LINK_SECONDS, {
            contentType: 'image/jpeg',
          })
      : null;
  return {
    id: row.id,
    link,
    stream_link: hls ? hlsLink(row.id, 'master.m3u8', hls) : null,
    poster_link: poster,
    progress_percent: row.uploadStatus === 'ready' ? 100 : (row.progressPercent ?? 0),
    failure: row.uploadStatus === 'failed' ? (failureOf(row.failureReason) ?? 'unreadable') : null,
    upload_link: upload?.url ?? null,
    upload_headers: upload?.headers ?? null,
    upload_resumable: upload?.resumable ?? null,
    upload_status: row.uploadStatus,
    duration_seconds: row.durationSeconds,
  };
}

/**
 * The video of a section the viewer opened: the approved one when they read the approved version (its current
 * state while it is still the section's video, as the video job may have finished it since), else the section's.
 */
export async function openedSectionVideo(
  q: Queryable,
  opened: Pick<OpenedSection, 'section' | 'approved'>,
): Promise<VideoFacts | null> {
  const current = (await findSectionVideo(q, opened.section.id)) ?? null;
  if (!opened.approved) return current;
  const approved = opened.approved.video;
  return approved && current?.id === approved.id ? current : approved;
}
