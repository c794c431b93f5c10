import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';
import { blocksByDay } from '../../tutor-schedule/free-blocks.ts';
import type { BookableSlot } from '../slot-selection.ts';

/**
 * The week's free time, block by block in the viewer's zone (with the tutor's clock beside it when it differs),
 * each half hour a toggle: click one to start, the next ones to extend.
 */
export function WeekSlots({
  slots,
  selectedIds,
  viewerZone,
  tutorZone,
  onClick,
}: {
  slots: BookableSlot[];
  selectedIds: ReadonlySet<number>;
  viewerZone: string;
  tutorZone: string;
  onClick: (slotId: number) => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const days = blocksByDay(slots, viewerZone);
  if (days.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center" data-testid="booking-week-empty">
        {t('tuition.booking.weekEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {days.map((day) => (
        // Each day a named group: a screen reader says the day on entering its times.
        <Paper
          key={day.key}
          withBorder
          radius="md"
          p="sm"
          role="group"
          aria-labelledby={`${idPrefix}-${day.key}`}
        >
          <Text fw={600} mb={6} id={`${idPrefix}-${day.key}`}>
            {formatDayHeading(day.blocks[0]!.startingAt, viewerZone)}
          </Text>
          <Stack gap="xs">
            {day.blocks.map((block) => (
              <div key={block.startingAt} data-testid="booking-block">
                {viewerZone !== tutorZone && (
                  <Text size="xs" c="dimmed" mb={4}>
                    {t('tuition.profile.tutorTime', {
                      zone: tutorZone,
                      time: formatTimeRange(block.startingAt, block.endingAt, tutorZone),
                    })}
                  </Text>
                )}
                <Group gap={6}>
                  {block.slots.map((slot) => {
                    const selected = selectedIds.has(slot.id);
                    return (
                      <Button
                        key={slot.id}
                        size="compact-sm"
                        variant={selected ? 'filled' : 'default'}
                        aria-pressed={selected}
                        aria-label={`${formatDayHeading(slot.startingAt, viewerZone)}, ${formatTimeRange(slot.startingAt, slot.endingAt, viewerZone)}`}
                        onClick={() => onClick(slot.id)}
                        data-testid="booking-slot"
                        data-start={slot.startingAt}
                      >
                        {formatTimeRange(slot.startingAt, slot.endingAt, viewerZone)}
                      </Button>
                    );
                  })}
                </Group>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
