import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SessionStatus, statusLook } from '../../tuition/session-status.ts';

/** A session's status title in the spec's colour (sections 4 and 9), never cut short. */
export function StatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation();
  const look = statusLook(status);
  return (
    <Badge
      color={look.color}
      c={look.textColor}
      radius="sm"
      variant="filled"
      tt="none"
      // Beside a long name on a phone, the name gives way: the status is read in full.
      style={{ flexShrink: 0 }}
      data-testid="session-status"
      data-status={status}
    >
      {t(look.titleKey)}
    </Badge>
  );
}

/**
 * Marks a session that is a trial lesson (lists, requests, the calendar, the home cards, the meeting room). Kept
 * beside the status badge it sits next to: the home page loads both in one file (its first download has a budget
 * of files, docs/architecture.md).
 */
export function TrialBadge({ size = 'md' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color="teal"
      variant="light"
      tt="none"
      size={size}
      style={{ flexShrink: 0 }}
      data-testid="trial-badge"
    >
      {t('tuition.trial.badge')}
    </Badge>
  );
}
