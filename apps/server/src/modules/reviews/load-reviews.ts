import type { Language, Review } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { presentReview } from './presenter.ts';
import type { ReviewRow } from './repository.ts';

/** Presents review rows, signing each avatar (a local HMAC or an S3 presign: no queries). */
export function presentReviews(ctx: AppContext, rows: ReviewRow[], language: Language): Promise<Review[]> {
  return Promise.all(
    rows.map(async (row) =>
      presentReview(row, row.avatarKey ? await ctx.storage.signDownload(row.avatarKey) : null, language),
    ),
  );
}
