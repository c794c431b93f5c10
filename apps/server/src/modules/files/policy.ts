import { FILE_KIND_VALUES, FILE_KINDS, type FileKind, RESUMABLE_FILE_KINDS } from '@kru/contract';

/** How long a signed upload URL stays usable. */
export const UPLOAD_URL_TTL_MINUTES = 15;
/** How long a resumable upload may go on (resumed across reloads); unfinished ones are removed after it. */
export const RESUMABLE_UPLOAD_TTL_HOURS = 24;
/** How many leading bytes are read to recognise a file's real type. */
export const SNIFF_BYTES = 4100;

const MB = 1024 * 1024;
const GB = 1024 * MB;

const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  // Matroska's registered name; browsers and most systems still say x-matroska.
  'video/matroska': 'video/x-matroska',
};

/** `Image/JPG; charset=x` -> `image/jpeg`: lower case, no parameters, known aliases folded. */
export function normalizeContentType(value: string): string {
  const essence = (value.split(';')[0] ?? '').trim().toLowerCase();
  return ALIASES[essence] ?? essence;
}

export function acceptsContentType(kind: FileKind, contentType: string): boolean {
  return (FILE_KINDS[kind].contentTypes as readonly string[]).includes(contentType);
}

export function isResumableKind(kind: FileKind): boolean {
  return (RESUMABLE_FILE_KINDS as readonly string[]).includes(kind);
}

export function maxBytesOf(kind: FileKind): number {
  return FILE_KINDS[kind].maxBytes;
}

/** `10485760` -> `10 MB`, `1073741824` -> `1 GB`: the `{{max}}` of the too-large message. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  [DOCX]: 'docx',
  [PPTX]: 'pptx',
  [XLSX]: 'xlsx',
  'text/plain': 'txt',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-matroska': 'mkv',
};

/** The storage key's extension for an accepted content type. */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'bin';
}

const KEY_PATTERN = new RegExp(`^(${FILE_KIND_VALUES.join('|')})/[A-Za-z0-9_-]{16,64}\\.[a-z0-9]{1,5}$`);

/** Whether `key` has the shape of a key this module hands out: `avatar/<random id>.png`. */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

// Office files are zip archives; the sniffer names the office type only when the entries it needs come first.
const ZIP_FAMILY = ['application/zip', DOCX, PPTX, XLSX];
// MP4 and QuickTime share one container; the sniffer tells them apart by a brand that cameras set loosely.
const ISO_VIDEO = ['video/mp4', 'video/x-m4v', 'video/quicktime'];
// WebM is Matroska with fewer codecs: the sniffer names it by the header's document type, which muxers set loosely.
const MATROSKA = ['video/webm', 'video/x-matroska', 'video/matroska'];

/** For each declared type, the types the sniffer may report for a genuine file of that type. */
const GENUINE_AS: Record<string, readonly string[]> = {
  'image/png': ['image/png', 'image/apng'],
  'image/jpeg': ['image/jpeg'],
  'image/webp': ['image/webp'],
  'application/pdf': ['application/pdf'],
  'application/zip': ZIP_FAMILY,
  [DOCX]: [DOCX, 'application/zip'],
  [PPTX]: [PPTX, 'application/zip'],
  [XLSX]: [XLSX, 'application/zip'],
  'video/mp4': ISO_VIDEO,
  'video/quicktime': ISO_VIDEO,
  'video/webm': MATROSKA,
  'video/x-matroska': MATROSKA,
};

/**
 * Whether the first bytes of a file (`head`) and the type the sniffer recognised in them (`sniffed`, undefined
 * when none) fit the declared content type. Text is accepted when nothing binary is recognised and it holds
 * no NUL byte; an empty file never fits.
 */
export function contentMatches(declared: string, sniffed: string | undefined, head: Uint8Array): boolean {
  if (head.length === 0) return false;
  if (declared === 'text/plain') {
    const textual = sniffed === undefined || sniffed.startsWith('text/') || sniffed === 'application/xml';
    return textual && !head.includes(0);
  }
  return sniffed !== undefined && (GENUINE_AS[declared] ?? []).includes(sniffed);
}

/** Images, video and PDF open in the browser; anything else is saved. */
export function contentDisposition(contentType: string, fileName: string): string {
  const inline =
    contentType.startsWith('image/') || contentType.startsWith('video/') || contentType === 'application/pdf';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The one byte range of a `Range: bytes=...` header that can be served from a file of `size` bytes, or null to
 * send the whole file (no header, several ranges, or one that cannot be satisfied: a server may ignore Range).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || size === 0) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    return to === '' || suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end ? { start, end } : null;
}
