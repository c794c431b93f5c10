import { type ApprovalStatus, TUTOR_REVIEW_ACTIONS, type TutorReviewAction } from '@kru/contract';

/** How the console can show a document inline: images and PDFs; anything else is only downloaded. */
export function previewOf(contentType: string): 'image' | 'pdf' | 'none' {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'application/pdf') return 'pdf';
  return 'none';
}

/** The queue is worked oldest submission first; decided and unsubmitted profiles show the newest first. */
export function queueOrderOf(status: ApprovalStatus): 'oldest_first' | 'newest_first' {
  return status === 'pending' ? 'oldest_first' : 'newest_first';
}

export function isReviewAction(action: string): action is TutorReviewAction {
  return (TUTOR_REVIEW_ACTIONS as readonly string[]).includes(action);
}

/** What changed, as recorded with a vetted, document or visa change (`metadata.changes`). */
export function changesOf(metadata: Record<string, unknown> | null): string[] {
  const changes = metadata?.changes;
  return Array.isArray(changes) ? changes.filter((c): c is string => typeof c === 'string') : [];
}
