import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../tuition/api.ts';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';
import { freeDays } from '../free-blocks.ts';

/**
 * The tutor's free time of the next two weeks as merged blocks, day by day in the viewer's zone, each with the
 * tutor's own clock beside it when the two differ (DESIGN.md: both parties' local times where two people meet).
 */
export function FreeTimePreview({
  slots,
  viewerZone,
  tutorZone,
}: {
  slots: Slot[];
  viewerZone: string;
  tutorZone: string;
}) {
  const { t } = useTranslation();
  const days = freeDays(slots, viewerZone);
  const showTutorTime = viewerZone !== tutorZone;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('tuition.profile.availability')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('tuition.profile.yourZone', { zone: viewerZone })}
      </Text>
      {days.length === 0 ? (
        <Text c="dimmed" data-testid="free-time-empty">
          {t('tuition.profile.noAvailability')}
        </Text>
      ) : (
        days.map((day) => (
          <Paper key={day.key} withBorder p="sm" radius="md">
            <Text fw={600} mb={4}>
              {formatDayHeading(day.blocks[0]!.startingAt, viewerZone)}
            </Text>
            <Stack gap={4}>
              {day.blocks.map((block) => (
                <div key={block.startingAt} data-testid="free-block">
                  <Text>{formatTimeRange(block.startingAt, block.endingAt, viewerZone)}</Text>
                  {showTutorTime && (
                    <Text size="xs" c="dimmed">
                      {t('tuition.profile.tutorTime', {
                        zone: tutorZone,
                        time: formatTimeRange(block.startingAt, block.endingAt, tutorZone),
                      })}
                    </Text>
                  )}
                </div>
              ))}
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
