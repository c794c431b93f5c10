import type { FileKind } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { resumableStoreOf } from '../../platform/storage/resumable-store.ts';
import { isResumableKind } from './policy.ts';
import { deleteUnregisteredBefore } from './repository.ts';

/**
 * Removes uploads that were never registered (rows and bytes, on the local disk or in the S3 bucket) once they
 * are `olderThanHours` old, counted from the upload or, when no bytes came (always so with S3, where the bytes
 * are only confirmed at registration), from the signing; and covers that old that no course (nor an approved
 * version of one) shows: the author uploaded them, then kept another. A resumable upload left unfinished goes
 * too, with what its store holds (the partial file, or the S3 multipart upload and its parts). Answers how many
 * went. Run by a scheduled job.
 * Every object is tried even when one removal fails; the job then fails with all the errors.
 */
export async function removeUnregisteredUploads(ctx: AppContext, olderThanHours = 24): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - olderThanHours * 3_600_000);
  const keys = await deleteUnregisteredBefore(ctx.db, cutoff);
  const failures: unknown[] = [];
  for (const key of keys) {
    await ctx.storage.delete(key).catch((err: unknown) => failures.push(err));
    if (isResumableKind(kindOf(key))) {
      await resumableStoreOf(ctx.storage)
        .then((store) => store.discard(key))
        .catch((err: unknown) => failures.push(err));
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `could not remove ${failures.length} of ${keys.length} unregistered uploads`,
    );
  }
  return keys.length;
}

const kindOf = (key: string) => key.slice(0, key.indexOf('/')) as FileKind;
