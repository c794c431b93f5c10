import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An upload on its way: the percentage, Cancel, and the bar. */
export function UploadProgress({
  progress,
  onCancel,
  gap = 4,
  testId,
}: {
  progress: number;
  onCancel: () => void;
  gap?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={gap} data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite">
          {t('files.uploading', { progress })}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onCancel}>
          {t('files.cancelUpload')}
        </Button>
      </Group>
      <Progress value={progress} aria-label={t('files.progressLabel')} animated />
    </Stack>
  );
}
