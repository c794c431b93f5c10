import type { Language, PublicReview, Review } from '@kru/contract';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import type { ReviewRow } from './repository.ts';

/** The Review of spec section 3: the reviewer's name and avatar, the subject they were taught. */
export function presentReview(row: ReviewRow, avatarUrl: string | null, language: Language): Review {
  return {
    id: row.id,
    rate: row.rate,
    review: row.review,
    subject: row.subject
      ? {
          id: row.subject.id,
          title: localized(row.subject, language),
          school_year: row.schoolYear
            ? { id: row.schoolYear.id, title: localized(row.schoolYear, language) }
            : null,
        }
      : null,
    full_name: fullName(row.reviewer),
    avatar: avatarUrl,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A review on a course's public page, read by anyone: the reviewer's first name and the initial of their last
 * name only (null without a first name, never the e-mail address that stands in for a missing name elsewhere).
 */
export function presentPublicReview(row: ReviewRow): PublicReview {
  const first = row.reviewer.firstName?.trim();
  const initial = row.reviewer.lastName?.trim().charAt(0);
  return {
    id: row.id,
    rate: row.rate,
    review: row.review,
    reviewer: first ? (initial ? `${first} ${initial}.` : first) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}
