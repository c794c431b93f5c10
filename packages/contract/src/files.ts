import { z } from 'zod';
import { envelope, idSchema } from './common.ts';
import { DOCUMENT_TYPES } from './enums.ts';
import { FILE_KIND_VALUES } from './limits.ts';
import { MSG } from './messages.ts';

export const signUploadBody = z.object({
  content_type: z.string({ error: MSG.fileTypeNotAllowed }).min(1, MSG.fileTypeNotAllowed).max(255),
  type: z.enum(FILE_KIND_VALUES, { error: MSG.invalidValue }),
  size: z.number().int().positive().optional(),
});
export type SignUploadBody = z.infer<typeof signUploadBody>;

/**
 * A resumable (tus) upload of one signed key: POST `endpoint` with `Upload-Length`, then PATCH chunks of at most
 * `chunk_size` bytes to the `Location` it answers, every request with `Upload-Ticket: <ticket>` and the bearer
 * token. HEAD on that location answers the offset to resume from.
 */
export const resumableUploadSchema = z.object({
  endpoint: z.string(),
  ticket: z.string(),
  chunk_size: z.number().int(),
});
export type ResumableUpload = z.infer<typeof resumableUploadSchema>;

export const signedUploadSchema = z.object({
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expires_at: z.string(),
  max_bytes: z.number().int(),
  /** Videos and attachments: the same key can go up resumably instead of in one PUT. */
  resumable: resumableUploadSchema.optional(),
});
export type SignedUpload = z.infer<typeof signedUploadSchema>;

/** The answer of the upload PUT once the bytes are stored and checked. */
export const receivedUploadSchema = z.object({ key: z.string(), size: z.number().int() });
export type ReceivedUpload = z.infer<typeof receivedUploadSchema>;

export const registerFileBody = z.object({
  file: z.string({ error: MSG.uploadMissing }).min(1, MSG.uploadMissing).max(300),
  type: z.enum(FILE_KIND_VALUES, { error: MSG.invalidValue }),
  file_name: z.string().trim().max(255).optional(),
  document_type: z.enum(DOCUMENT_TYPES).optional(),
  section_id: idSchema.optional(),
  description: z.string().trim().max(1000).optional(),
  /** Documents only: the id of one of your documents this one replaces (removed in the same step). */
  replaces_id: idSchema.optional(),
});
export type RegisterFileBody = z.infer<typeof registerFileBody>;

export const fileSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.enum(FILE_KIND_VALUES),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  document_type: z.enum(DOCUMENT_TYPES).nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof fileSchema>;

export const signedUploadResponse = envelope(signedUploadSchema);
export const receivedUploadResponse = envelope(receivedUploadSchema);
export const fileResponse = envelope(fileSchema);
