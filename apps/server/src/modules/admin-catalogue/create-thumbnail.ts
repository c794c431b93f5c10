import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { newCode } from './policy.ts';
import { insertThumbnail, type ThumbnailRow } from './repository.ts';

/** `POST /admin/thumbnails`: a course cover image tutors can pick. */
export async function createThumbnail(
  ctx: AppContext,
  actor: Actor | null,
  input: { url: string },
): Promise<ThumbnailRow> {
  const admin = requireAdmin(actor);
  return inTransaction(ctx.db, async (tx) => {
    const row = await insertThumbnail(tx, { code: newCode(null, '', 'thumbnail'), url: input.url });
    await recordAudit(tx, {
      actorId: admin.userId,
      action: 'thumbnail.created',
      subjectType: 'thumbnail',
      subjectId: row.id,
      metadata: { url: row.url },
      at: ctx.clock.now(),
    });
    return row;
  });
}
