import type { SQL } from 'drizzle-orm';

/** What a tutor search asks for and the rows it reads (modules/tutors/repository.ts). */

export interface TutorFilter {
  /** The request's tenant (null: the main marketplace): only its tutors are listed. */
  tenantId: number | null;
  /** Matched anywhere in users.search_text, case aside (`%`, `_` and `\` taken literally). */
  keyword?: string;
  subjectId?: number;
  specialtyId?: number;
  tutorId?: number;
  /** Only tutors who have taught this student (`mine=1`). */
  taughtStudentId?: number;
  /** Only tutors who offer a trial lesson (`trial=1`). */
  offersTrial?: boolean;
  /** A price an hour in this range (of the subject when one is chosen, else of any subject). */
  priceMinPence?: number;
  priceMaxPence?: number;
  /** The tutor's reviews average (to one decimal, as shown) at least this. */
  ratingMin?: number;
  /** A SPOKEN_LANGUAGES code the tutor speaks. */
  spokenLanguage?: string;
  /** A free slot before `till` starting on one of `weekdays` (ISO) at one of `hours`, on `timeZone`'s clock. */
  freeTime?: { weekdays: number[]; hours: number[]; timeZone: SQL; till: Date };
}

/**
 * The search's orders: each walks an index of its own (the subject's prices when sorting by a subject's price).
 * `relevance` walks the next free time's, a keyword's matches ranked first (name, then subjects, then bio).
 */
export type TutorOrder = 'relevance' | 'next_free' | 'price_asc' | 'price_desc' | 'rating' | 'lessons';

interface TitledJson {
  id: number;
  title_en: string;
  title_th: string;
}

export interface TutorCardRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  description: string | null;
  timeZone: string;
  avatarKey: string | null;
  nextFreeAt: Date | null;
  studentsCount: number;
  lessonsCount: number;
  spokenLanguages: string[];
  rateTotal: number;
  rateCount: number;
  trialPricePence: number | null;
  subjectPrices: Array<{
    subject: TitledJson;
    school_year: TitledJson;
    price_per_hour_pence: number;
    specialties: TitledJson[];
  }>;
}
