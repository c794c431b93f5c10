/**
 * A small WebM muxer for the journeys: VP8 key frames (taken from WebP images the browser's canvas encodes) put
 * into a real, playable WebM with its duration and cues (so the player knows its length and can seek at once).
 * No encoder is installed on the machine and a fake header does not play: this is the smallest real video.
 */

function vintSize(size: number): Buffer {
  // Always 8 bytes: the sizes (and so the cue positions) are known before the values are.
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(size, 2, 6);
  return out;
}

function element(id: number[], ...body: Buffer[]): Buffer {
  const data = Buffer.concat(body);
  return Buffer.concat([Buffer.from(id), vintSize(data.length), data]);
}

function uint(id: number[], value: number, width = 0): Buffer {
  const bytes = width || Math.max(1, Math.ceil(Math.log2(value + 1) / 8));
  const data = Buffer.alloc(bytes);
  // Six bytes hold any value here; a wider field is zero-padded on the left.
  data.writeUIntBE(value, bytes - Math.min(bytes, 6), Math.min(bytes, 6));
  return element(id, data);
}

function text(id: number[], value: string): Buffer {
  return element(id, Buffer.from(value, 'latin1'));
}

function float(id: number[], value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value, 0);
  return element(id, data);
}

/** The VP8 key frame inside a lossy WebP file (its `VP8 ` chunk). */
export function vp8FrameOfWebp(webp: Buffer): Buffer {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP image');
  }
  let at = 12;
  while (at + 8 <= webp.length) {
    const type = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (type === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('the WebP image holds no lossy VP8 frame');
}

/** A WebM of `frames` (VP8 key frames of `width` x `height`), each shown for `frameMs`. */
export function muxWebm(frames: Buffer[], width: number, height: number, frameMs: number): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    uint([0x42, 0x86], 1),
    uint([0x42, 0xf7], 1),
    uint([0x42, 0xf2], 4),
    uint([0x42, 0xf3], 8),
    text([0x42, 0x82], 'webm'),
    uint([0x42, 0x87], 2),
    uint([0x42, 0x85], 2),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    uint([0x2a, 0xd7, 0xb1], 1_000_000),
    text([0x4d, 0x80], 'kru-journeys'),
    text([0x57, 0x41], 'kru-journeys'),
    float([0x44, 0x89], frames.length * frameMs),
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      uint([0xd7], 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], 1),
      text([0x86], 'V_VP8'),
      element([0xe0], uint([0xb0], width), uint([0xba], height)),
    ),
  );
  const clusters = frames.map((frame, index) => {
    const block = Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), frame]);
    return element([0x1f, 0x43, 0xb6, 0x75], uint([0xe7], index * frameMs, 8), element([0xa3], block));
  });
  const cues = (positions: number[]) =>
    element(
      [0x1c, 0x53, 0xbb, 0x6b],
      ...positions.map((position, index) =>
        element(
          [0xbb],
          uint([0xb3], index * frameMs, 8),
          element([0xb7], uint([0xf7], 1), uint([0xf1], position, 8)),
        ),
      ),
    );
  // Cue positions count from the start of the segment's data: fixed-width numbers make the cues' size known first.
  const cuesSize = cues(frames.map(() => 0)).length;
  const positions: number[] = [];
  let at = info.length + tracks.length + cuesSize;
  for (const cluster of clusters) {
    positions.push(at);
    at += cluster.length;
  }
  const segment = element([0x18, 0x53, 0x80, 0x67], info, tracks, cues(positions), ...clusters);
  return Buffer.concat([header, segment]);
}
