import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { verificationUrl } from './policy.ts';
import { findCertificatesOfUser } from './repository.ts';

/** `GET /certificates`: the caller's certificates, newest first, each with its public verification address. */
export async function listMyCertificates(ctx: AppContext, actor: Actor) {
  const rows = await findCertificatesOfUser(ctx.db, actor.userId);
  return rows.map((row) => ({
    ...row,
    verificationUrl: verificationUrl(ctx.config.appUrl, row.tenantUrl, row.code),
  }));
}
