import {
  averageRate,
  type Language,
  penceToPounds,
  type SpokenLanguage,
  type TutorCard,
} from '@kru/contract';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import type { TutorCardRow } from './search-types.ts';

const titled = (row: { id: number; title_en: string; title_th: string }, language: Language) => ({
  id: row.id,
  title: localized({ titleEn: row.title_en, titleTh: row.title_th }, language),
});

/**
 * The field whitelist of a tutor card. `students_count`: distinct students with an approved or completed session.
 * `rate`: the average of the tutor's reviews (one decimal), from the sums kept with each review.
 */
export function presentTutorCard(row: TutorCardRow, avatarUrl: string | null, language: Language): TutorCard {
  return {
    id: row.id,
    full_name: fullName(row),
    avatar: avatarUrl,
    description: row.description,
    subject_prices: row.subjectPrices.map((price) => ({
      subject_id: price.subject.id,
      subject: { ...titled(price.subject, language), school_year: titled(price.school_year, language) },
      price_per_hour: penceToPounds(price.price_per_hour_pence),
      specialties: price.specialties.map((specialty) => titled(specialty, language)),
    })),
    rate: averageRate(row.rateTotal, row.rateCount),
    rate_count: row.rateCount,
    students_count: row.studentsCount,
    lessons_count: row.lessonsCount,
    spoken_languages: row.spokenLanguages as SpokenLanguage[],
    next_free_at: row.nextFreeAt?.toISOString() ?? null,
    time_zone: row.timeZone,
    trial_price: row.trialPricePence === null ? null : penceToPounds(row.trialPricePence),
  };
}
