import { MSG, siteOrigin, type UpdateSubdomainBody } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { changedFields, hostTaken, isMainHost } from './policy.ts';
import {
  countUsers,
  findAllUrls,
  findForUpdate,
  lockSubdomainUrls,
  type SubdomainWithCountRow,
  updateSubdomain as updateRow,
} from './repository.ts';

/**
 * `PATCH /admin/subdomains/{id}`: renames, (de)activates, moves to another URL or changes the logo. A
 * deactivated tenant's site answers 400 at once on this instance (within the cache time on others).
 */
export async function updateSubdomain(
  ctx: AppContext,
  actor: Actor | null,
  id: number,
  input: UpdateSubdomainBody,
): Promise<SubdomainWithCountRow> {
  const admin = requireAdmin(actor);
  let url: string | undefined;
  if (input.url !== undefined) {
    url = siteOrigin(input.url) ?? undefined;
    if (!url) throw AppError.invalid('url', MSG.invalidUrl);
    if (isMainHost(url, ctx.config.appUrl)) throw AppError.invalid('url', MSG.subdomainUrlIsMain);
  }
  try {
    return await inTransaction(ctx.db, async (tx, afterCommit) => {
      if (url !== undefined) await lockSubdomainUrls(tx);
      const before = await findForUpdate(tx, id);
      if (!before) throw AppError.notFound();
      if (url !== undefined && hostTaken(url, await findAllUrls(tx), id)) {
        throw AppError.invalid('url', MSG.subdomainUrlTaken);
      }
      const changes = changedFields(before, {
        title: input.title,
        url,
        isActive: input.is_active,
        logoUrl: input.logo_url,
      });
      if (!Object.keys(changes).length) return { ...before, usersCount: await countUsers(tx, id) };
      const row = await updateRow(
        tx,
        id,
        Object.fromEntries(Object.entries(changes).map(([key, [, value]]) => [key, value])),
      );
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'subdomain.updated',
        subjectType: 'subdomain',
        subjectId: id,
        metadata: { changes },
        at: ctx.clock.now(),
      });
      afterCommit(() => ctx.tenants.invalidate());
      return { ...row, usersCount: await countUsers(tx, id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid('url', MSG.subdomainUrlTaken);
    throw error;
  }
}
