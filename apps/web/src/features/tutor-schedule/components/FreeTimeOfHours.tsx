import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';
import type { FreePreview } from '../api.ts';
import { blocksByDay } from '../free-blocks.ts';

/** The free time the hours give over the next two weeks, day by day on the tutor's clock. */
export function FreeTimeOfHours({
  preview,
  loading,
}: {
  preview: FreePreview | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const days = preview ? blocksByDay(preview.free, preview.timeZone) : [];
  return (
    <Paper withBorder p="md" radius="md" aria-busy={loading}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tuition.weeklyHours.previewTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tuition.weeklyHours.previewIntro')}
        </Text>
        {!preview && loading && <Loader size="sm" aria-label={t('tuition.weeklyHours.previewLoading')} />}
        {preview && days.length === 0 && <Text>{t('tuition.weeklyHours.previewEmpty')}</Text>}
        <Stack
          gap={4}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="free-preview"
        >
          {days.map((day) => (
            <li key={day.key}>
              <Text size="sm" fw={600} span>
                {formatDayHeading(day.blocks[0]!.startingAt, preview!.timeZone)}
              </Text>
              <Text size="sm" span>
                {': '}
                {day.blocks
                  .map((block) => formatTimeRange(block.startingAt, block.endingAt, preview!.timeZone))
                  .join(', ')}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
