import type { AppContext } from '../../platform/context.ts';
import { deleteUnregisteredBefore } from './repository.ts';

/**
 * Removes uploads that were never registered (rows and bytes) once they are `olderThanHours` old, counted from
 * the upload or, when no bytes came, from the signing. Answers how many went. Run by a scheduled job.
 */
export async function removeUnregisteredUploads(ctx: AppContext, olderThanHours = 24): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - olderThanHours * 3_600_000);
  const keys = await deleteUnregisteredBefore(ctx.db, cutoff);
  for (const key of keys) await ctx.storage.delete(key);
  return keys.length;
}
