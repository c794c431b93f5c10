import type { Storage } from '../storage/storage.ts';

/** What a transcode stored for one video: the prefix of its keys and the heights of its renditions. */
export interface HlsOutputs {
  hlsPrefix: string | null;
  renditions: Array<{ height: number }> | null;
}

/** Where a transcode's outputs are stored: flat keys `hls/<prefix>_<name>` (storage keys have one folder). */
export function hlsKey(fileName: string): string {
  return `hls/${fileName}`;
}

export function posterKey(prefix: string): string {
  return hlsKey(`${prefix}_poster.jpg`);
}

/** The names a player may ask for: the master playlist, a rendition's playlist or segment, the poster. */
export const HLS_NAME = /^(master\.m3u8|poster\.jpg|\d{2,4}p\.m3u8|\d{2,4}p_\d{4,6}\.ts)$/;

/**
 * Deletes what a video's transcode stored: each rendition's segments (its playlist lists them), the playlist and
 * the poster. Called after the row is gone; an approved version that named the video plays its original file.
 */
export async function removeHlsOutputs(storage: Storage, video: HlsOutputs) {
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
