import { hostOf, ID_MAX, MSG } from '@kru/contract';
import { asc } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { subdomains } from './db/schema/index.ts';
import { AppError } from './errors.ts';

/** A subdomain row: the tenant a request is scoped to (null: the main marketplace). */
export interface Tenant {
  id: number;
  title: string;
  url: string;
  logoUrl: string | null;
  isActive: boolean;
}

/**
 * The `x-subdomain` header as a subdomain id: null when absent (or empty), 'invalid' when it is anything but one
 * positive integer.
 */
export function parseSubdomainHeader(value: string | string[] | undefined): number | null | 'invalid' {
  if (value === undefined) return null;
  if (Array.isArray(value)) return 'invalid';
  const text = value.trim();
  if (text === '') return null;
  if (!/^[1-9]\d{0,9}$/.test(text)) return 'invalid';
  const id = Number(text);
  return id <= ID_MAX ? id : 'invalid';
}

/**
 * Whether a signed-in actor may act on the request's tenant: a user belongs to the tenant they signed up on;
 * an admin of the main marketplace acts on every tenant.
 */
export function actorMayActOn(
  actor: { role: string; subdomainId: number | null },
  tenant: { id: number } | null,
): boolean {
  if (actor.subdomainId === (tenant?.id ?? null)) return true;
  return actor.role === 'admin' && actor.subdomainId === null;
}

interface Snapshot {
  loadedAt: number;
  all: Tenant[];
  byId: Map<number, Tenant>;
  /** The active tenant served on each host (the first by title, as `all` is ordered). */
  activeByHost: Map<string, Tenant>;
}

export interface TenantDirectoryOptions {
  /** How long a loaded list of tenants is trusted (other instances' admin edits show within this time). */
  ttlMs?: number;
  /** An unknown id reloads the list at most this often, so a tenant created elsewhere is found at once. */
  missReloadMs?: number;
  now?: () => number;
}

/**
 * Every subdomain, cached in memory: tenants are few and change rarely, while every request asks for one.
 * Admin edits on this instance call `invalidate()`; other instances see them within `ttlMs`.
 */
export class TenantDirectory {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private generation = 0;
  private readonly ttlMs: number;
  private readonly missReloadMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: TenantDirectoryOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.missReloadMs = options.missReloadMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /** Forgets the cached list; the next lookup reads the table again. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.loading = null;
  }

  async byId(id: number): Promise<Tenant | undefined> {
    let snapshot = await this.current();
    if (!snapshot.byId.has(id) && this.now() - snapshot.loadedAt >= this.missReloadMs) {
      snapshot = await this.load();
    }
    return snapshot.byId.get(id);
  }

  /** The active tenant served on `host` (lower-case, without port). */
  async activeByHost(host: string): Promise<Tenant | undefined> {
    return (await this.current()).activeByHost.get(host);
  }

  async active(): Promise<Tenant[]> {
    return (await this.current()).all.filter((tenant) => tenant.isActive);
  }

  private async current(): Promise<Snapshot> {
    const snapshot = this.snapshot;
    if (snapshot && this.now() - snapshot.loadedAt < this.ttlMs) return snapshot;
    return this.load();
  }

  private load(): Promise<Snapshot> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.db
      .select({
        id: subdomains.id,
        title: subdomains.title,
        url: subdomains.url,
        logoUrl: subdomains.logoUrl,
        isActive: subdomains.isActive,
      })
      .from(subdomains)
      .orderBy(asc(subdomains.title), asc(subdomains.id))
      .then((rows) => {
        const snapshot: Snapshot = {
          loadedAt: this.now(),
          all: rows,
          byId: new Map(rows.map((row) => [row.id, row])),
          activeByHost: activeTenantsByHost(rows),
        };
        // A list read before an invalidation may miss the edit that caused it: it is used once, not kept.
        if (generation === this.generation) this.snapshot = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }
}

/** Each host's active tenant, parsed once per loaded list instead of once per tenant on every page. */
function activeTenantsByHost(tenants: Tenant[]): Map<string, Tenant> {
  const byHost = new Map<string, Tenant>();
  for (const tenant of tenants) {
    const host = tenant.isActive ? hostOf(tenant.url) : null;
    if (host !== null && !byHost.has(host)) byHost.set(host, tenant);
  }
  return byHost;
}

export function createTenantDirectory(db: Db, options?: TenantDirectoryOptions): TenantDirectory {
  return new TenantDirectory(db, options);
}

/** The request's tenant from its `x-subdomain` header; a malformed, unknown or inactive one is a 400. */
export async function resolveTenant(
  directory: TenantDirectory,
  header: string | string[] | undefined,
): Promise<Tenant | null> {
  const id = parseSubdomainHeader(header);
  if (id === null) return null;
  if (id === 'invalid') throw AppError.badRequest(MSG.subdomainInvalid);
  const tenant = await directory.byId(id);
  if (!tenant?.isActive) throw AppError.badRequest(MSG.unknownSubdomain);
  return tenant;
}
