import type {
  KycDocument,
  TutorReviewDetail,
  TutorReviewEvent,
  TutorReviewSummary,
  User,
} from '@kru/contract';
import { fullName } from '../../platform/person-name.ts';
import { changesOf, isReviewAction, previewOf } from './policy.ts';
import type { HistoryRow, TutorListRow, TutorRow } from './repository.ts';

export function presentSummary(row: TutorListRow): TutorReviewSummary {
  return {
    id: row.id,
    full_name: fullName(row),
    email: row.email,
    status: row.approvalStatus,
    submitted_at: row.reviewSubmittedAt?.toISOString() ?? null,
    documents_count: row.documentsCount,
  };
}

function presentEvent(row: HistoryRow & { action: TutorReviewEvent['action'] }): TutorReviewEvent {
  return {
    id: row.id,
    action: row.action,
    actor: row.actor ? { id: row.actor.id, full_name: fullName(row.actor) } : null,
    comment: row.comment,
    changes: changesOf(row.metadata),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentDetail(
  tutor: TutorRow,
  profile: User,
  documents: KycDocument[],
  history: HistoryRow[],
): TutorReviewDetail {
  return {
    tutor: profile,
    submitted_at: tutor.reviewSubmittedAt?.toISOString() ?? null,
    documents: documents.map((document) => ({ ...document, preview: previewOf(document.content_type) })),
    history: history
      .filter((row): row is HistoryRow & { action: TutorReviewEvent['action'] } => isReviewAction(row.action))
      .map(presentEvent),
  };
}
