import type { Storage } from '../../platform/storage/storage.ts';
import type { VideoRow } from '../courses/index.ts';
import { hlsKey, posterKey } from './hls-keys.ts';

/**
 * Deletes what a video's transcode stored: each rendition's segments (its playlist lists them), the playlist and
 * the poster. Called after the row is gone; an approved version that named the video plays its original file.
 */
export async function removeHlsOutputs(storage: Storage, video: Pick<VideoRow, 'hlsPrefix' | 'renditions'>) {
  const prefix = video.hlsPrefix;
  if (!prefix) return;
  for (const { height } of video.renditions ?? []) {
    const playlist = hlsKey(`${prefix}_${height}p.m3u8`);
    const stream = await storage.read(playlist).catch(() => null);
    if (stream) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const segments = Buffer.concat(chunks).toString('utf8').split('\n');
      for (const line of segments) if (line && !line.startsWith('#')) await storage.delete(hlsKey(line));
    }
    await storage.delete(playlist);
  }
  await storage.delete(posterKey(prefix));
}
