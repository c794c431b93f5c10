import type { ApprovalStatus, Role } from '@kru/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsoleUser } from '../../admin/api.ts';

const APPROVAL_COLORS: Record<ApprovalStatus, string> = {
  incomplete: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** Where a tutor's profile review stands. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={APPROVAL_COLORS[status]} variant="light" data-testid="approval-badge">
      {t(`admin.approval.${status}`)}
    </Badge>
  );
}

const ROLE_COLORS: Record<Role, string> = { student: 'blue', teacher: 'kruPurple', admin: 'dark' };

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Badge color={ROLE_COLORS[role]} variant="outline">
      {t(`admin.roles.${role}`)}
    </Badge>
  );
}

/** Active, suspended, or not yet verified (the account states the console filters by). */
export function accountStateOf(user: Pick<ConsoleUser, 'suspended' | 'emailVerified'>) {
  if (user.suspended) return 'suspended' as const;
  return user.emailVerified ? ('active' as const) : ('unverified' as const);
}

const STATE_COLORS = { active: 'teal', suspended: 'red', unverified: 'gray' } as const;

export function AccountStateBadge({ user }: { user: Pick<ConsoleUser, 'suspended' | 'emailVerified'> }) {
  const { t } = useTranslation();
  const state = accountStateOf(user);
  return (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="account-state">
      {t(`admin.states.${state}`)}
    </Badge>
  );
}
