import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
/** Small real files the server accepts (it checks the bytes), for journeys that upload them. */

/** A one-page PDF, small and real (the server checks the bytes). */
export const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/**
 * A real MP4 of `seconds` (test pattern and a tone, 320x240 unless told) made by the ffmpeg the server ships
 * with: the server transcodes what it is given, so a header alone no longer does.
 */
export function realMp4(seconds = 2, { width = 320, height = 240 } = {}): Buffer {
  const out = path.join(os.tmpdir(), `kru-e2e-${process.pid}-${seconds}-${width}x${height}.mp4`);
  if (!fs.existsSync(out)) {
    const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    execFileSync(ffmpeg, [
      ...[
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=${width}x${height}:rate=15:duration=${seconds}`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-pix_fmt', 'yuv420p'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', out],
    ]);
  }
  return fs.readFileSync(out);
}
