import type { Course, Language, TutorCard } from '@kru/contract';
import { queryWords } from '../../platform/ai/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { listTutors } from '../tutors/index.ts';
import { TUTORS_OFFERED } from './policy.ts';

export interface OfferedTutor {
  id: number;
  fullName: string;
  nextFreeAt: string;
}

/** How many of the question's words a tutor's specialties in this subject hold. */
function specialtyHits(card: TutorCard, subjectId: number, words: ReadonlySet<string>): number {
  const specialties = card.subject_prices
    .filter((price) => price.subject_id === subjectId)
    .flatMap((price) => price.specialties.map((specialty) => specialty.title));
  return queryWords(specialties.join(' ')).filter((word) => words.has(word)).length;
}

/**
 * Up to `TUTORS_OFFERED` approved tutors of this tenant who teach the course's subject and have free time to book,
 * for when a person is needed: those whose specialty the question names first, then those free soonest (the
 * search's order). None for a skill (no subject to match).
 */
export async function offerTutors(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  course: Course,
  question: string,
  language: Language,
): Promise<OfferedTutor[]> {
  const subjectId = course.subject?.id;
  if (subjectId === undefined) return [];
  const page = await listTutors(ctx, actor, tenant, { subject_id: subjectId, page: 1 }, language);
  const words = new Set(queryWords(question));
  return page.cards
    .flatMap((card, order) =>
      card.id !== actor.userId && card.next_free_at
        ? [{ card, order, nextFreeAt: card.next_free_at, hits: specialtyHits(card, subjectId, words) }]
        : [],
    )
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .slice(0, TUTORS_OFFERED)
    .map(({ card, nextFreeAt }) => ({ id: card.id, fullName: card.full_name, nextFreeAt }));
}
