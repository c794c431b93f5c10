import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDayHeading, formatMoment, formatTimeRange } from '../../tuition/time-format.ts';
import { useRescheduleHistory } from '../reschedule-api.ts';

/** The session's proposals of new times, oldest first: who proposed which time, and what became of it. */
export function RescheduleHistory({
  sessionId,
  viewerRole,
  viewerZone,
}: {
  sessionId: number;
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
}) {
  const { t } = useTranslation();
  const history = useRescheduleHistory(sessionId);
  if (!history.data?.length) return null;
  return (
    <Stack gap="xs" data-testid="reschedule-history">
      <Title order={2} size="h5">
        {t('tuition.reschedule.historyTitle')}
      </Title>
      <List size="sm" spacing={4}>
        {history.data.map((entry) => (
          <List.Item key={entry.id}>
            <Text size="sm">
              {t(`tuition.reschedule.history.${entry.status}`, {
                who: t(
                  entry.proposedBy === viewerRole
                    ? 'tuition.reschedule.you'
                    : `tuition.reschedule.who.${entry.proposedBy}`,
                ),
                from: `${formatDayHeading(entry.previousStartingAt, viewerZone)}, ${formatTimeRange(entry.previousStartingAt, entry.previousEndingAt, viewerZone)}`,
                to: `${formatDayHeading(entry.startingAt, viewerZone)}, ${formatTimeRange(entry.startingAt, entry.endingAt, viewerZone)}`,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {formatMoment(entry.decidedAt ?? entry.createdAt, viewerZone)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
