import type { AdminUser, AdminUserDetail } from '@kru/contract';
import { type AuditEntryRow, presentAuditEntry } from '../../platform/audit.ts';
import { fullName } from '../../platform/person-name.ts';
import type { AdminUserRow } from './repository.ts';

/** The field whitelist of a user in the admin console's lists. */
export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    full_name: fullName(row),
    email: row.email,
    role: row.role,
    subdomain: row.subdomain
      ? {
          id: row.subdomain.id,
          title: row.subdomain.title,
          url: row.subdomain.url,
          is_active: row.subdomain.isActive,
        }
      : null,
    approval_status: row.approvalStatus,
    email_verified: row.emailVerifiedAt !== null,
    suspended: row.suspendedAt !== null,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export interface UserDetailParts {
  user: AdminUserRow;
  activeSessions: number;
  history: AuditEntryRow[];
}

export function presentAdminUserDetail({ user, activeSessions, history }: UserDetailParts): AdminUserDetail {
  return {
    ...presentAdminUser(user),
    first_name: user.firstName,
    last_name: user.lastName,
    language: user.language,
    time_zone: user.timeZone,
    active_sessions: activeSessions,
    history: history.map(presentAuditEntry),
  };
}
