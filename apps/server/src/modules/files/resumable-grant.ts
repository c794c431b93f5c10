import { API_BASE_PATH, type ResumableUpload } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { RESUMABLE_UPLOAD_TTL_HOURS } from './policy.ts';

/** Where resumable uploads (tus) are created; each one then lives at `<this>/<key>`. */
export const RESUMABLE_PATH = `${API_BASE_PATH}/files/resumable`;

/** The ticket and endpoint that let `actor` send the bytes of their pending upload `key` resumably. */
export function resumableUploadOf(ctx: AppContext, actor: Actor, key: string): ResumableUpload {
  const expiresAt = Math.floor(ctx.clock.now().getTime() / 1000) + RESUMABLE_UPLOAD_TTL_HOURS * 3600;
  return {
    endpoint: RESUMABLE_PATH,
    ticket: ctx.uploadTickets.sign({ key, ownerId: actor.userId, tenantId: actor.subdomainId, expiresAt }),
    chunk_size: ctx.config.uploadChunkBytes,
  };
}
