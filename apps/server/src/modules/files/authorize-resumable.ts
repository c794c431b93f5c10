import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { formatBytes, maxBytesOf } from './policy.ts';
import { findFileByKey } from './repository.ts';

export interface ResumableRequest {
  ticket: string | undefined;
  /** The upload's key from the URL; undefined when creating one (the ticket names the key). */
  key: string | undefined;
  /** `Upload-Length` of a creation. */
  uploadLength: string | undefined;
  /** Whether the request is a creation (POST). */
  creating: boolean;
}

/** What a verified resumable-upload request may do: bytes for this key, of this type, up to this ceiling. */
export interface ResumableGrant {
  key: string;
  contentType: string;
  maxBytes: number;
}

/**
 * Every tus request but OPTIONS passes here first: the ticket must be genuine and unexpired, name the URL's key,
 * belong to the signed-in actor on the tenant it was issued on (404 otherwise, as for anyone else's file), and
 * the upload must still be pending. A creation must declare its length (no deferred length), within the kind's
 * ceiling (413 with the maximum), so no byte past the ceiling is ever accepted.
 */
export async function authorizeResumable(
  ctx: AppContext,
  actor: Actor | null,
  tenant: Tenant | null,
  input: ResumableRequest,
): Promise<ResumableGrant> {
  if (!actor) throw AppError.unauthenticated();
  const grant = input.ticket ? ctx.uploadTickets.verify(input.ticket, ctx.clock.now().getTime()) : null;
  if (!grant) throw AppError.forbidden(MSG.uploadExpired);
  if (grant.ownerId !== actor.userId || grant.tenantId !== (tenant?.id ?? null)) throw AppError.notFound();
  if (input.key !== undefined && input.key !== grant.key) throw AppError.notFound();

  const pending = await findFileByKey(ctx.db, grant.key);
  if (!pending || pending.ownerId !== actor.userId) throw AppError.notFound();
  if (pending.uploadedAt) throw AppError.conflict(MSG.uploadExpired);
  const maxBytes = maxBytesOf(pending.kind);
  if (input.creating) {
    const length = Number(input.uploadLength);
    if (!input.uploadLength || !Number.isSafeInteger(length) || length < 0) {
      throw AppError.invalid('upload_length', MSG.fileSizeRequired);
    }
    if (length > maxBytes) throw AppError.tooLarge(MSG.fileTooLarge, { max: formatBytes(maxBytes) });
  }
  return { key: grant.key, contentType: pending.contentType, maxBytes };
}
