import { FILE_KIND_VALUES, FILE_KINDS, type FileKind } from '@kru/contract';
import type { TFunction } from 'i18next';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Names browsers give some types, folded as the server folds them (`image/jpg` is `image/jpeg`). */
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

export function normalizeContentType(value: string): string {
  const essence = (value.split(';')[0] ?? '').trim().toLowerCase();
  return ALIASES[essence] ?? essence;
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
