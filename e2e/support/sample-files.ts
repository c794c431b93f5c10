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

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A tiny real MP4 header (`ftyp`, then `moov` with a 3-second `mvhd`): what the server checks and reads. */
export function tinyMp4(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(3000, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\x00\x00\x02\x00isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', mvhd)),
  ]);
}
