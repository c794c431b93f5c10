import type { CourseApprovalAction } from '@kru/contract';
import { Center, Loader, Text, Timeline } from '@mantine/core';
import { IconCheck, IconSend, IconX } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { useApprovalLogs } from '../api.ts';

const ICONS: Record<CourseApprovalAction, ComponentType<{ size?: number }>> = {
  submitted: IconSend,
  approved: IconCheck,
  rejected: IconX,
};
const COLORS: Record<CourseApprovalAction, string> = {
  submitted: 'kruPurple',
  approved: 'teal',
  rejected: 'red',
};

/** Every submission and decision of the course, newest first, with the reviewer's reason. */
export function ApprovalLogTimeline({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const logs = useApprovalLogs(courseId);
  if (logs.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (logs.isError) return <LoadFailed onRetry={() => void logs.refetch()} />;
  if (logs.data.length === 0) return <Text c="dimmed">{t('courseAuthoring.logs.empty')}</Text>;
  const newestFirst = [...logs.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <Timeline active={newestFirst.length - 1} bulletSize={26} lineWidth={2} data-testid="approval-logs">
      {newestFirst.map((log) => {
        const Icon = ICONS[log.action];
        return (
          <Timeline.Item
            key={log.id}
            color={COLORS[log.action]}
            bullet={<Icon size={14} />}
            title={t(`courseAuthoring.logs.actions.${log.action}`)}
            data-testid="approval-log"
          >
            <Text size="sm" c="dimmed">
              {log.actor
                ? t('courseAuthoring.logs.byAt', {
                    name: log.actor.title,
                    date: formatDateTime(log.createdAt),
                  })
                : formatDateTime(log.createdAt)}
            </Text>
            {log.feedback && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                “{log.feedback}”
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
