import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `75` -> `1 min 15 s`; under a minute in seconds, from an hour in hours and minutes. */
function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => {
    if (seconds < 60) return t('files.seconds', { count: Math.max(1, seconds) });
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return t('files.minutes', { count: minutes });
    return t('files.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

/** An upload on its way: the percentage (and the time left, once known), Cancel, and the bar. */
export function UploadProgress({
  progress,
  secondsLeft = null,
  onCancel,
  gap = 4,
  testId,
}: {
  progress: number;
  /** Null until the speed is known. */
  secondsLeft?: number | null;
  onCancel: () => void;
  gap?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const duration = useDuration();
  return (
    <Stack gap={gap} data-testid={testId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" aria-live="polite">
          {t('files.uploading', { progress })}
          {secondsLeft !== null && (
            <Text span size="sm" c="dimmed" data-testid="upload-time-left">
              {' · '}
              {t('files.timeLeft', { time: duration(secondsLeft) })}
            </Text>
          )}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onCancel} style={{ flexShrink: 0 }}>
          {t('files.cancelUpload')}
        </Button>
      </Group>
      <Progress value={progress} aria-label={t('files.progressLabel')} animated />
    </Stack>
  );
}
