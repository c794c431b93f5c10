import {
  type Language,
  SEARCH_TOTAL_CAP,
  TUTORS_PAGE_SIZE,
  type TutorCard,
  type TutorsQuery,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { pageOffset } from './policy.ts';
import { presentTutorCard } from './presenter.ts';
import { findTutorPage, type TutorCardRow, type TutorFilter } from './repository.ts';

export interface TutorPage {
  cards: TutorCard[];
  /** At most SEARCH_TOTAL_CAP; `capped` when more tutors match. */
  total: number;
  capped: boolean;
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
    keyword: query.keyword || undefined,
    // "Tutors I have had sessions with": an approved or completed session with the caller as student.
    taughtStudentId: query.mine === '1' ? actor.userId : undefined,
    offersTrial: query.trial === '1',
  };
  const offset = pageOffset(query.page, TUTORS_PAGE_SIZE);
  const { rows, total } = await findTutorPage(
    ctx.db,
    filter,
    { limit: TUTORS_PAGE_SIZE, offset, countCap: SEARCH_TOTAL_CAP + 1 },
    ctx.clock.now(),
  );
  const capped = total > SEARCH_TOTAL_CAP;
  return {
    cards: await presentCards(ctx, rows, language),
    total: capped ? SEARCH_TOTAL_CAP : total,
    capped,
  };
}
