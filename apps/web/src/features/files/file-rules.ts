import { FILE_KIND_VALUES, FILE_KINDS, type FileKind } from '@kru/contract';
import type { TFunction } from 'i18next';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Names browsers give some types, folded as the server folds them (`image/jpg` is `image/jpeg`). */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  // Matroska's registered name; browsers and most systems still say x-matroska.
  'video/matroska': 'video/x-matroska',
};

export function normalizeContentType(value: string): string {
  const essence = (value.split(';')[0] ?? '').trim().toLowerCase();
  return ALIASES[essence] ?? essence;
}

/** The video types by file extension: browsers give an MKV (and on some systems a MOV) no type at all. */
const VIDEO_EXTENSIONS: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

/** The picker's accept list for a video: the types and, for the browsers that know no type, the extensions. */
export const VIDEO_ACCEPT = [
  ...FILE_KINDS.video.contentTypes,
  ...Object.keys(VIDEO_EXTENSIONS).map((ext) => `.${ext}`),
].join(',');

/**
 * The content type a video file is declared as: the browser's when it is one the server accepts, else the one
 * its extension names; else the browser's (the server then answers that it is not a video).
 */
export function videoContentType(file: { name: string; type: string }): string {
  const given = normalizeContentType(file.type);
  if ((FILE_KINDS.video.contentTypes as readonly string[]).includes(given)) return given;
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return VIDEO_EXTENSIONS[ext] ?? given;
}

/** `104857600` -> `100MB`, the wording of the spec's "the file exceeds the maximum of 100MB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))}GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))}MB`;
  return `${Math.ceil(bytes / 1024)}KB`;
}

export type FileProblem = { key: 'tooLarge'; max: string } | { key: 'typeNotAllowed' } | { key: 'empty' };

/** What stops `file` from being uploaded as `kind` (FILE_KINDS: type and size), or null when it may go. */
export function fileProblem(file: { type: string; size: number }, kind: FileKind): FileProblem | null {
  const rules = FILE_KINDS[kind];
  if (!(rules.contentTypes as readonly string[]).includes(normalizeContentType(file.type))) {
    return { key: 'typeNotAllowed' };
  }
  if (file.size === 0) return { key: 'empty' };
  if (file.size > rules.maxBytes) return { key: 'tooLarge', max: formatFileSize(rules.maxBytes) };
  return null;
}

/** The problem in the interface language ("The file exceeds the maximum of 100MB."). */
export function fileProblemMessage(problem: FileProblem, t: TFunction): string {
  return problem.key === 'tooLarge' ? t('files.tooLarge', { max: problem.max }) : t(`files.${problem.key}`);
}

const KEY_AT_END = new RegExp(`/((?:${FILE_KIND_VALUES.join('|')})/[A-Za-z0-9_-]{16,64}\\.[a-z0-9]{1,5})$`);

/**
 * The storage key (`avatar/<id>.png`) of a signed download URL, which `DELETE /files/{a}/{b}` takes; null when
 * the URL does not end with one.
 */
export function fileKeyFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  return KEY_AT_END.exec(pathname)?.[1] ?? null;
}
