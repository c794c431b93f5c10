import { z } from 'zod';
import { envelope } from './common.ts';
import { APPROVAL_STATUSES, DOCUMENT_TYPES } from './enums.ts';
import { MSG } from './messages.ts';

/** Spec section 3, identity document: `id`, `type`, `title`, `description`, with a signed download URL. */
export const kycDocumentSchema = z.object({
  id: z.number().int(),
  /** The document type (`document_type` of the registered file). */
  type: z.enum(DOCUMENT_TYPES),
  /** The file name the tutor uploaded. */
  title: z.string(),
  description: z.string().nullable(),
  /** The storage key: `DELETE /files/{key}` removes the document. */
  key: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** A signed, short-lived download URL (images and PDFs open in the browser). */
  url: z.string(),
  created_at: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;
export const kycFilesResponse = envelope(z.array(kycDocumentSchema));

/** `PATCH /kyc/need-visa`: whether the tutor needs a visa to work (then a residence permit is required). */
export const needVisaBody = z.object({
  status: z.boolean({ error: MSG.invalidValue }),
});
export type NeedVisaBody = z.infer<typeof needVisaBody>;

/** Where the tutor's review stands, answered by the KYC calls that change it. */
export const kycStatusSchema = z.object({
  approval_status: z.enum(APPROVAL_STATUSES),
  rejection_comment: z.string().nullable(),
  visa_required: z.boolean(),
  /** When the profile last entered review; null before the first submission. */
  submitted_at: z.string().nullable(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;
export const kycStatusResponse = envelope(kycStatusSchema);
