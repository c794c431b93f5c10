import type { AdminSubdomain, Tenant as TenantWire } from '@kru/contract';
import type { Tenant } from '../../platform/tenancy.ts';

type SubdomainLike = Pick<Tenant, 'id' | 'title' | 'url' | 'isActive' | 'logoUrl'>;

/** The Subdomain entity of spec section 3: id, title, url, is_active. */
export function presentSubdomain(row: SubdomainLike) {
  return { id: row.id, title: row.title, url: row.url, is_active: row.isActive };
}

/** A subdomain with its logo, for the shell of the tenant's site. */
export function presentTenant(row: SubdomainLike): TenantWire {
  return { ...presentSubdomain(row), logo_url: row.logoUrl };
}

export function presentAdminSubdomain(row: SubdomainLike & { usersCount: number }): AdminSubdomain {
  return { ...presentTenant(row), users_count: row.usersCount };
}
