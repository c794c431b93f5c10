import { MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { UploadExistsError } from '../../platform/storage/local.ts';
import { resumableStoreOf } from '../../platform/storage/resumable-store.ts';
import type { ResumableGrant } from './authorize-resumable.ts';
import { checkStoredUpload } from './check-upload.ts';
import { markUploaded } from './repository.ts';

/**
 * The last byte of a resumable upload arrived (its request was authorized by authorizeResumable): the bytes
 * become the key's object, get the one check every upload gets (the size, and the magic bytes of the declared
 * type: a "video" that is not one is removed and refused with 422), and the upload is recorded as arrived, ready
 * to be registered as a PUT one would be.
 */
export async function finishResumable(ctx: AppContext, grant: ResumableGrant): Promise<number> {
  const store = await resumableStoreOf(ctx.storage);
  await store.settle(grant.key).catch((err: unknown) => {
    throw err instanceof UploadExistsError ? AppError.conflict(MSG.uploadExpired) : err;
  });
  const size = await checkStoredUpload(ctx.storage, grant);
  if (!(await markUploaded(ctx.db, grant.key, size, ctx.clock.now()))) {
    // The pending upload was deleted (by its owner or the clean-up) while the bytes arrived.
    await ctx.storage.delete(grant.key);
    throw AppError.notFound();
  }
  return size;
}
