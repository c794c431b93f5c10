import type { DocumentType, KycDocument, KycStatus } from '@kru/contract';
import type { DocumentRow, ReviewStateRow } from './repository.ts';

/** Spec section 3, identity document: `type` is the document type and `title` the file's name. */
export function presentDocument(row: DocumentRow, url: string): KycDocument {
  return {
    id: row.id,
    type: (row.documentType ?? 'other') as DocumentType,
    title: row.fileName,
    description: row.description,
    key: row.key,
    content_type: row.contentType,
    size: row.size,
    url,
    created_at: (row.registeredAt ?? row.createdAt).toISOString(),
  };
}

export function presentStatus(row: ReviewStateRow): KycStatus {
  return {
    approval_status: row.approvalStatus,
    rejection_comment: row.rejectionComment,
    visa_required: row.visaRequired,
    submitted_at: row.reviewSubmittedAt?.toISOString() ?? null,
  };
}
