import { Text, Timeline } from '@mantine/core';
import {
  IconCheck,
  IconCurrencyPound,
  IconHistory,
  IconPlayerPause,
  IconRefresh,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';

export interface AuditEntry {
  id: number;
  action: string;
  actor: { id: number; fullName: string } | null;
  comment: string | null;
  /** For a vetted change: what changed (`documents.passport_front.added`, `first_name`). */
  changes?: string[];
  createdAt: string;
}

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  'tutor.submitted': IconSend,
  'tutor.approved': IconCheck,
  'tutor.rejected': IconX,
  'tutor.resubmitted_by_change': IconRefresh,
  'user.suspended': IconPlayerPause,
  'user.restored': IconRefresh,
  'ledger.adjusted': IconCurrencyPound,
  'course.submitted': IconSend,
  'course.approved': IconCheck,
  'course.rejected': IconX,
};

const COLORS: Record<string, string> = {
  'tutor.approved': 'teal',
  'tutor.rejected': 'red',
  'user.suspended': 'red',
  'user.restored': 'teal',
  'course.approved': 'teal',
  'course.rejected': 'red',
};

/** The audit log of a tutor, user or course, newest first: what happened, who did it, when, and the comment. */
export function AuditHistory({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return <Text c="dimmed">{t('admin.history.empty')}</Text>;
  return (
    <Timeline bulletSize={26} lineWidth={2} data-testid="audit-history">
      {entries.map((entry) => {
        const Icon = ICONS[entry.action] ?? IconHistory;
        return (
          <Timeline.Item
            key={entry.id}
            color={COLORS[entry.action] ?? 'kruPurple'}
            bullet={<Icon size={14} />}
            title={t(`admin.history.actions.${entry.action}`, { defaultValue: entry.action })}
            data-testid="audit-entry"
          >
            <Text size="sm" c="dimmed">
              {t('admin.history.byAt', {
                name: entry.actor?.fullName ?? t('admin.history.system'),
                date: formatDateTime(entry.createdAt),
              })}
            </Text>
            {entry.comment && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }} data-testid="audit-comment">
                “{entry.comment}”
              </Text>
            )}
            {entry.changes && entry.changes.length > 0 && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('admin.history.changes', { list: entry.changes.join(', ') })}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
