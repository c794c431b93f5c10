import type { ResumableUpload, SectionVideo } from '@kru/contract';
import type { Queryable } from '../../platform/db/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { findSectionVideo, type OpenedSection, type VideoRow } from '../courses/index.ts';
import { contentDisposition } from '../files/index.ts';

type VideoFacts = Pick<VideoRow, 'id' | 'fileKey' | 'uploadStatus' | 'durationSeconds'>;

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

/** The video's content type, from its storage key's extension (`video/<id>.mp4`). */
export function videoContentType(key: string): string {
  return VIDEO_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'video/mp4';
}

/**
 * The video as a viewer who may open its section sees it: the play link only once ready. The upload link is
 * given only by the call that signs it (creating the video).
 */
export async function presentVideo(
  storage: Storage,
  row: VideoFacts,
  upload: { url: string; headers: Record<string, string>; resumable?: ResumableUpload } | null = null,
): Promise<SectionVideo> {
  const link =
    row.uploadStatus === 'ready'
      ? await storage.signDownload(row.fileKey, undefined, {
          contentType: videoContentType(row.fileKey),
          contentDisposition: contentDisposition(videoContentType(row.fileKey), 'video'),
        })
      : null;
  return {
    id: row.id,
    link,
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
