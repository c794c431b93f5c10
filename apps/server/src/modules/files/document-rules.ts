import { MSG, type RegisterFileBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { checkDocumentUpload, recordDocumentChange } from '../kyc/index.ts';
import { deleteOwnedDocumentById, type FileRow } from './repository.ts';

/**
 * Identity documents (kind `document`) follow the tutor vetting rules of the KYC module: only tutors upload
 * them, nothing changes while the profile is under review (409), and a change to an approved profile's
 * documents sends it back to review.
 */

/** Before an upload URL is signed: a document upload must be one the KYC rules allow now. */
export async function checkBeforeSigning(ctx: AppContext, actor: Actor, kind: string): Promise<void> {
  if (kind === 'document') await checkDocumentUpload(ctx, actor);
}

/**
 * In the registration's transaction, once a document is registered: removes the document it replaces
 * (`replaces_id`, one of the actor's documents; row now, bytes after commit) and records the change, which the
 * KYC rules may refuse (the transaction then rolls back).
 */
export async function onDocumentRegistered(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  actor: Actor,
  registered: FileRow,
  body: Pick<RegisterFileBody, 'replaces_id'>,
): Promise<void> {
  const changes = [`documents.${registered.documentType}.added`];
  if (body.replaces_id !== undefined) {
    const replaced = await deleteOwnedDocumentById(tx, body.replaces_id, actor.userId);
    if (!replaced || replaced.id === registered.id) throw AppError.invalid('replaces_id', MSG.invalidValue);
    changes.push(`documents.${replaced.documentType}.removed`);
    afterCommit(() => ctx.storage.delete(replaced.key));
  }
  await recordDocumentChange(tx, actor.userId, ctx.clock.now(), changes);
}

/** In the deletion's transaction, once a registered document is removed: the KYC rules may refuse it. */
export async function onDocumentRemoved(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  removed: { kind: string; documentType: string | null; registeredAt: Date | null },
): Promise<void> {
  if (removed.kind !== 'document' || !removed.registeredAt) return;
  await recordDocumentChange(tx, actor.userId, ctx.clock.now(), [
    `documents.${removed.documentType}.removed`,
  ]);
}
