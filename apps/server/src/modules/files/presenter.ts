import type { StoredFile } from '@kru/contract';
import type { FileRow } from './repository.ts';

/** The file fields the API shows; `url` is a signed download URL. */
export function presentFile(row: FileRow, url: string): StoredFile {
  return {
    id: row.id,
    key: row.key,
    type: row.kind,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    url,
    document_type: row.documentType,
    description: row.description,
    created_at: (row.registeredAt ?? row.createdAt).toISOString(),
  };
}
