import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isLocalStorage } from '../../platform/storage/local.ts';
import { HLS_NAME, hlsKey } from '../../platform/video/hls-storage.ts';
import { findVideo, type VideoRow } from '../courses/index.ts';
import { type HlsGrant, hlsQuery, verifyHls } from './hls-links.ts';

export type ServedHls = { contentType: string; body: string | Readable };

const M3U8 = 'application/vnd.apple.mpegurl';

/**
 * `GET /videos/{id}/hls/{name}?expires=&sig=`: a ready video's HLS, for whoever holds the grant the section's
 * checkout signed (the signature is the authorization: 403 when forged or expired, 404 for any other name or
 * a video not ready). Playlists are written here so that each URI in them carries a grant: the renditions and,
 * with the local driver, the segments point back here; with S3 the segments are presigned URLs of the bucket.
 */
export async function serveHls(
  ctx: AppContext,
  videoId: number,
  name: string,
  grant: Partial<HlsGrant>,
): Promise<ServedHls> {
  if (!verifyHls(ctx.config, videoId, grant, ctx.clock.now().getTime())) throw AppError.forbidden();
  if (!HLS_NAME.test(name)) throw AppError.notFound();
  const video = await findVideo(ctx.db, videoId);
  if (video?.uploadStatus !== 'ready' || !video.hlsPrefix || !video.renditions) throw AppError.notFound();
  const query = hlsQuery(grant as HlsGrant);
  if (name === 'master.m3u8') return { contentType: M3U8, body: masterPlaylist(video, query) };
  const key = hlsKey(`${video.hlsPrefix}_${name}`);
  if (!(await ctx.storage.stat(key))) throw AppError.notFound();
  if (name.endsWith('.m3u8')) {
    const stored = await streamToString(await ctx.storage.read(key));
    return { contentType: M3U8, body: await signSegments(ctx, stored, video.hlsPrefix, query, grant) };
  }
  return {
    contentType: name.endsWith('.ts') ? 'video/mp2t' : 'image/jpeg',
    body: await ctx.storage.read(key),
  };
}

function masterPlaylist(video: VideoRow, query: string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const r of video.renditions ?? []) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height}`);
    lines.push(`${r.height}p.m3u8?${query}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The rendition's playlist with each segment's URI granted: relative to this route, or presigned by S3. */
async function signSegments(
  ctx: AppContext,
  playlist: string,
  prefix: string,
  query: string,
  grant: Partial<HlsGrant>,
): Promise<string> {
  const seconds = Math.max(60, Number(grant.expires) - Math.floor(ctx.clock.now().getTime() / 1000));
  const lines = await Promise.all(
    playlist.split('\n').map(async (line) => {
      if (!line || line.startsWith('#')) return line;
      if (isLocalStorage(ctx.storage)) return `${line.slice(prefix.length + 1)}?${query}`;
      return ctx.storage.signDownload(hlsKey(line), seconds, { contentType: 'video/mp2t' });
    }),
  );
  return lines.join('\n');
}

async function streamToString(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
