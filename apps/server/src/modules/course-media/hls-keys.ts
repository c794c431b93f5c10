/** Where a transcode's outputs are stored: flat keys `hls/<prefix>_<name>` (storage keys have one folder). */
export function hlsKey(fileName: string): string {
  return `hls/${fileName}`;
}

export function posterKey(prefix: string): string {
  return hlsKey(`${prefix}_poster.jpg`);
}

/** The names a player may ask for: the master playlist, a rendition's playlist or segment, the poster. */
export const HLS_NAME = /^(master\.m3u8|poster\.jpg|\d{2,4}p\.m3u8|\d{2,4}p_\d{4,6}\.ts)$/;
