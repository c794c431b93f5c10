import { type Language, TUTORS_PAGE_SIZE, type TutorCard, type TutorsQuery } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { pageOffset } from './policy.ts';
import { presentTutorCard } from './presenter.ts';
import { countTutors, findTutorCards, type TutorCardRow, type TutorFilter } from './repository.ts';

export interface TutorPage {
  cards: TutorCard[];
  total: number;
}

/** Cards with their avatars signed (a local HMAC or an S3 presign: no query per card). */
export async function presentCards(ctx: AppContext, rows: TutorCardRow[], language: Language) {
  return Promise.all(
    rows.map(async (row) =>
      presentTutorCard(row, row.avatarKey ? await ctx.storage.signDownload(row.avatarKey) : null, language),
    ),
  );
}

/**
 * `GET /tutors`: visible tutors of the request's tenant, by keyword and subject, a page at a time. Any signed-in
 * user may look (students book, tutors look at their peers).
 */
export async function listTutors(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  query: TutorsQuery,
  language: Language,
): Promise<TutorPage> {
  const filter: TutorFilter = {
    tenantId: tenant?.id ?? null,
    subjectId: query.subject_id,
    pattern: query.keyword ? containsPattern(query.keyword) : undefined,
    // "Tutors I have had sessions with": an approved or completed session with the caller as student.
    taughtStudentId: query.mine === '1' ? actor.userId : undefined,
  };
  const offset = pageOffset(query.page, TUTORS_PAGE_SIZE);
  const rows = await findTutorCards(ctx.db, filter, { limit: TUTORS_PAGE_SIZE, offset }, ctx.clock.now());
  const total = rows[0]?.total ?? (offset > 0 ? await countTutors(ctx.db, filter) : 0);
  return { cards: await presentCards(ctx, rows, language), total };
}
