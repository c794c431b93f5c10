import { randomBytes } from 'node:crypto';
import { MSG, type SignedUpload, type SignUploadBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { minutesFrom } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { checkBeforeSigning } from './document-rules.ts';
import {
  acceptsContentType,
  extensionOf,
  formatBytes,
  isResumableKind,
  maxBytesOf,
  normalizeContentType,
  UPLOAD_URL_TTL_MINUTES,
} from './policy.ts';
import { insertPendingUpload } from './repository.ts';
import { resumableUploadOf } from './resumable-grant.ts';

/**
 * Step 1 of an upload: checks the declared type and size against the kind, reserves a fresh key for the actor
 * (the pending row binds key, owner, kind and type) and signs a short-lived PUT URL for exactly that key.
 * A driver that cannot stop a PUT at the ceiling itself (S3: the bytes go straight to the store) binds the
 * declared size into the URL instead, so there the size is required.
 * Videos and attachments also get a ticket to send the same key resumably (tus), through this server with
 * either driver.
 */
export async function signUpload(ctx: AppContext, actor: Actor, body: SignUploadBody): Promise<SignedUpload> {
  await checkBeforeSigning(ctx, actor, body.type);
  const contentType = normalizeContentType(body.content_type);
  if (!acceptsContentType(body.type, contentType)) {
    throw AppError.invalid('content_type', MSG.fileTypeNotAllowed);
  }
  const maxBytes = maxBytesOf(body.type);
  if (body.size === undefined && ctx.storage.uploadChecks === 'on-registration') {
    throw AppError.invalid('size', MSG.fileSizeRequired);
  }
  if (body.size !== undefined && body.size > maxBytes) {
    throw AppError.tooLarge(MSG.fileTooLarge, { max: formatBytes(maxBytes) });
  }
  const key = `${body.type}/${randomBytes(16).toString('base64url')}.${extensionOf(contentType)}`;
  await insertPendingUpload(ctx.db, { key, ownerId: actor.userId, kind: body.type, contentType });
  const expiresAt = minutesFrom(ctx.clock.now(), UPLOAD_URL_TTL_MINUTES);
  const target = await ctx.storage.signUpload({ key, contentType, maxBytes, size: body.size, expiresAt });
  const signed = { ...target, key, expires_at: expiresAt.toISOString(), max_bytes: maxBytes };
  return isResumableKind(body.type) ? { ...signed, resumable: resumableUploadOf(ctx, actor, key) } : signed;
}
