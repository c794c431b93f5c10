import {
  COURSE_APPROVAL_STATES,
  COURSE_TYPES,
  type CourseApprovalState,
  type CourseType,
} from '@kru/contract';
import type { AuditEntry } from '../admin/components/AuditHistory.tsx';
import type { CourseReviewDetail } from './api.ts';

type ReviewSection = CourseReviewDetail['sections'][number];
type ReviewChapter = CourseReviewDetail['course']['chapters'][number];
type ReviewLog = CourseReviewDetail['logs'][number];

/** The queue's tabs: the waiting ones first, then the decided ones, then those still being written. */
export const COURSE_REVIEW_TABS: CourseApprovalState[] = ['pending', 'approved', 'rejected', 'draft'];

/** `?status=` of the queue's address: pending unless another known state is asked for. */
export function courseStateFrom(value: string | null): CourseApprovalState {
  return (COURSE_APPROVAL_STATES as readonly string[]).includes(value ?? '')
    ? (value as CourseApprovalState)
    : 'pending';
}

/** `?kind=` of the queue's address: a course type, or null for both. */
export function courseKindFrom(value: string | null): CourseType | null {
  return (COURSE_TYPES as readonly string[]).includes(value ?? '') ? (value as CourseType) : null;
}

export interface ChapterToRead {
  id: number;
  title: string;
  sections: ReviewSection[];
}

const byOrder = (a: { sortOrder: number; id: number }, b: { sortOrder: number; id: number }) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * The chapters in reading order (sort order, then id), each with its sections' full text in reading order:
 * the course lists chapters with section titles only, the review answers every section's body beside it.
 */
export function chaptersToRead(chapters: ReviewChapter[], sections: ReviewSection[]): ChapterToRead[] {
  return [...chapters].sort(byOrder).map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    sections: sections.filter((section) => section.chapterId === chapter.id).sort(byOrder),
  }));
}

/** The approval log in the console's history timeline: newest first, the reviewer's feedback as the comment. */
export function approvalLogEntries(logs: ReviewLog[]): AuditEntry[] {
  return logs
    .map((log) => ({
      id: log.id,
      action: `course.${log.action}`,
      actor: log.actor && { id: log.actor.id, fullName: log.actor.title },
      comment: log.feedback,
      createdAt: log.createdAt,
    }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
