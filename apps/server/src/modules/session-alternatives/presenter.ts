import type { SessionAlternative, SessionAlternatives } from '@kru/contract';
import { fullName } from '../../platform/person-name.ts';
import { averageRating } from './policy.ts';
import type { AlternativeRow } from './repository.ts';

const SLOT_MS = 1_800_000;

/** An offered tutor: who, their price and rating, and the time with the slots that book it. */
export function presentAlternative(row: AlternativeRow, avatarUrl: string | null): SessionAlternative {
  const start = new Date(row.starting_at);
  const slots = row.availability_ids.length;
  return {
    tutor_id: row.id,
    full_name: fullName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
    avatar_url: avatarUrl,
    subject_id: row.subject_id,
    price_per_hour: row.price_per_hour_pence / 100,
    price: Math.round((row.price_per_hour_pence * slots) / 2) / 100,
    rating: averageRating(row.rate_total, row.rate_count),
    reviews_count: row.rate_count,
    starting_at: start.toISOString(),
    ending_at: new Date(start.getTime() + slots * SLOT_MS).toISOString(),
    availability_ids: row.availability_ids.map(Number),
  };
}

export function presentAlternatives(
  request: { id: number; subjectId: number; startingAt: Date; endingAt: Date },
  titles: { subject: string; level: string },
  alternatives: SessionAlternative[],
  message: string | null,
): SessionAlternatives {
  return {
    session_id: request.id,
    subject_id: request.subjectId,
    subject_title: titles.subject,
    level_title: titles.level,
    requested_starting_at: request.startingAt.toISOString(),
    requested_ending_at: request.endingAt.toISOString(),
    alternatives,
    message,
  };
}
