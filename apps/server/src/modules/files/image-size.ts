/** How many leading bytes hold the pixel size of a PNG, WebP or JPEG (JPEG metadata may come before it). */
export const IMAGE_SIZE_HEAD_BYTES = 256 * 1024;

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (head: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...head.subarray(start, start + length));

/**
 * The pixel size a PNG, WebP or JPEG declares in its first bytes (`head`), or null when it is none of these or
 * its header is cut short. Read from the header alone: no decoding, so no image library is needed.
 */
export function imageSize(head: Uint8Array): ImageSize | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head.length >= 24 && ascii(head, 1, 3) === 'PNG' && ascii(head, 12, 4) === 'IHDR') {
    return positive(view.getUint32(16), view.getUint32(20));
  }
  if (head.length >= 30 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') {
    return webpSize(head, view);
  }
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8) return jpegSize(head, view);
  return null;
}

function positive(width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The three WebP encodings keep the size in different places of their first chunk. */
function webpSize(head: Uint8Array, view: DataView): ImageSize | null {
  const chunk = ascii(head, 12, 4);
  if (chunk === 'VP8 ') {
    return positive(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const width = (view.getUint32(24, true) & 0xffffff) + 1;
    const height = (view.getUint32(26, true) >>> 8) + 1;
    return positive(width, height);
  }
  return null;
}

// Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the JPEG's segments to its start-of-frame, which holds the size. */
function jpegSize(head: Uint8Array, view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 9 <= head.length) {
    if (head[offset] !== 0xff) return null;
    const marker = head[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // a fill byte
      continue;
    }
    if (isStartOfFrame(marker)) return positive(view.getUint16(offset + 7), view.getUint16(offset + 5));
    if (marker === 0xd9 || marker === 0xda) return null; // the image data or its end came first
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
    offset += standalone ? 2 : 2 + view.getUint16(offset + 2);
  }
  return null;
}
