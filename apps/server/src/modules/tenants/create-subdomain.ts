import { type CreateSubdomainBody, MSG, siteOrigin } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { hostTaken, isMainHost } from './policy.ts';
import { findAllUrls, insertSubdomain, lockSubdomainUrls, type SubdomainWithCountRow } from './repository.ts';

/** `POST /admin/subdomains`: a new tenant; its URL is stored as its origin and its host must be free. */
export async function createSubdomain(
  ctx: AppContext,
  actor: Actor | null,
  input: CreateSubdomainBody,
): Promise<SubdomainWithCountRow> {
  const admin = requireAdmin(actor);
  const url = siteOrigin(input.url);
  if (!url) throw AppError.invalid('url', MSG.invalidUrl);
  if (isMainHost(url, ctx.config.appUrl)) throw AppError.invalid('url', MSG.subdomainUrlIsMain);
  try {
    return await inTransaction(ctx.db, async (tx, afterCommit) => {
      await lockSubdomainUrls(tx);
      if (hostTaken(url, await findAllUrls(tx))) throw AppError.invalid('url', MSG.subdomainUrlTaken);
      const row = await insertSubdomain(tx, {
        title: input.title,
        url,
        isActive: input.is_active,
        logoUrl: input.logo_url ?? null,
      });
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'subdomain.created',
        subjectType: 'subdomain',
        subjectId: row.id,
        metadata: { title: row.title, url: row.url, is_active: row.isActive, logo_url: row.logoUrl },
        at: ctx.clock.now(),
      });
      afterCommit(() => ctx.tenants.invalidate());
      return { ...row, usersCount: 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid('url', MSG.subdomainUrlTaken);
    throw error;
  }
}
