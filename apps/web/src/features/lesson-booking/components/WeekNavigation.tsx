import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDayHeading } from '../../tuition/time-format.ts';

/** How many weeks ahead a student can page. */
export const WEEKS_AHEAD = 8;

/** The week shown and the buttons to page through the weeks a student can book (this one and `WEEKS_AHEAD`). */
export function WeekNavigation({
  week,
  range,
  zone,
  onWeek,
}: {
  week: number;
  range: { from: string; till: string };
  zone: string;
  onWeek: (week: number) => void;
}) {
  const { t } = useTranslation();
  const lastDay = new Date(Date.parse(range.till) - 1).toISOString();
  // At either end a button says it is unavailable but stays focusable: a disabled one would drop the keyboard
  // focus to the page when the person pages back to this week.
  return (
    <Group justify="space-between">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('tuition.booking.previousWeek')}
        data-disabled={week === 0 || undefined}
        aria-disabled={week === 0}
        onClick={() => week > 0 && onWeek(week - 1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} data-testid="booking-week">
        {formatDayHeading(range.from, zone)} – {formatDayHeading(lastDay, zone)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('tuition.booking.nextWeek')}
        data-disabled={week >= WEEKS_AHEAD || undefined}
        aria-disabled={week >= WEEKS_AHEAD}
        onClick={() => week < WEEKS_AHEAD && onWeek(week + 1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
