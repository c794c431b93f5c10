import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';

/**
 * When a session is, in the viewer's time zone, and on the other person's clock too when theirs differs
 * (DESIGN.md: both parties' local times where two people meet).
 */
export function SessionTimes({
  startingAt,
  endingAt,
  viewerZone,
  otherZone,
  otherRole,
}: {
  startingAt: string;
  endingAt: string;
  viewerZone: string;
  otherZone: string;
  otherRole: 'student' | 'teacher';
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} data-testid="session-time">
      <Text fw={500}>
        {formatDayHeading(startingAt, viewerZone)}, {formatTimeRange(startingAt, endingAt, viewerZone)}
      </Text>
      {otherZone !== viewerZone && (
        <Text size="xs" c="dimmed">
          {t(otherRole === 'teacher' ? 'tuition.session.tutorTime' : 'tuition.session.studentTime', {
            zone: otherZone,
            time: `${formatDayHeading(startingAt, otherZone)}, ${formatTimeRange(startingAt, endingAt, otherZone)}`,
          })}
        </Text>
      )}
    </Stack>
  );
}
