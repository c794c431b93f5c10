import { type KycDocument, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mayUseKyc } from './policy.ts';
import { presentDocument } from './presenter.ts';
import { type DocumentRow, findDocuments } from './repository.ts';

/** `GET /kyc/files`: the tutor's own identity documents, each with a signed download URL. */
export async function listDocuments(ctx: AppContext, actor: Actor): Promise<KycDocument[]> {
  if (!mayUseKyc(actor)) throw AppError.forbidden(MSG.tutorOnly);
  return loadDocuments(ctx, actor.userId);
}

/**
 * The registered documents of a tutor, presented with signed URLs. Callers pass an id they have authorized: the
 * tutor's own, or one an admin reviews.
 */
export async function loadDocuments(ctx: AppContext, tutorId: number): Promise<KycDocument[]> {
  const rows = await findDocuments(ctx.db, tutorId);
  return Promise.all(rows.map(async (row) => presentDocument(row, await signedUrlOf(ctx, row))));
}

/** A signed download URL that shows images and PDFs in the browser, whichever store holds the bytes. */
function signedUrlOf(ctx: AppContext, row: DocumentRow): Promise<string> {
  return ctx.storage.signDownload(row.key, undefined, { contentType: row.contentType });
}
