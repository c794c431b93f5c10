import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findThumbnailForUpdate, type ThumbnailRow, updateThumbnailUrl } from './repository.ts';

/** `PATCH /admin/thumbnails/{id}`: points the thumbnail at another image. */
export async function updateThumbnail(
  ctx: AppContext,
  actor: Actor | null,
  id: number,
  input: { url: string },
): Promise<ThumbnailRow> {
  const admin = requireAdmin(actor);
  return inTransaction(ctx.db, async (tx) => {
    const before = await findThumbnailForUpdate(tx, id);
    if (!before) throw AppError.notFound();
    if (before.url === input.url) return before;
    const row = await updateThumbnailUrl(tx, id, input.url);
    await recordAudit(tx, {
      actorId: admin.userId,
      action: 'thumbnail.updated',
      subjectType: 'thumbnail',
      subjectId: id,
      metadata: { changes: { url: [before.url, row.url] } },
      at: ctx.clock.now(),
    });
    return row;
  });
}
