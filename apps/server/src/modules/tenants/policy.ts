import { hostOf } from '@kru/contract';

/**
 * The subdomains a signed-in user may offer a course on: a tenant's user only their own, a user of the main
 * marketplace (and an admin) every active one.
 */
export function visibleSubdomains<T extends { id: number }>(
  actor: { subdomainId: number | null },
  active: T[],
): T[] {
  return actor.subdomainId === null ? active : active.filter((tenant) => tenant.id === actor.subdomainId);
}

/** Whether another subdomain than `exceptId` is already served on the host of `url`. */
export function hostTaken(
  url: string,
  existing: Array<{ id: number; url: string }>,
  exceptId?: number,
): boolean {
  const host = hostOf(url);
  return existing.some((row) => row.id !== exceptId && host !== null && hostOf(row.url) === host);
}

type Editable = { title: string; url: string; isActive: boolean; logoUrl: string | null };

/** Whether `url` is on the main marketplace's own host (APP_URL): a tenant there would take the main site over. */
export function isMainHost(url: string, appUrl: string): boolean {
  const host = hostOf(url);
  return host !== null && host === hostOf(appUrl);
}

/** The fields an edit really changes, before and after: what the audit log records. */
export function changedFields(
  before: Editable,
  after: Partial<Editable>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as Array<keyof Editable>) {
    const value = after[key];
    if (value !== undefined && value !== before[key]) changes[key] = [before[key], value];
  }
  return changes;
}
