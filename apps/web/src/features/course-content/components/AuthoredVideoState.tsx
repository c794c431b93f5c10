import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/client.ts';
import { HlsVideo } from '../../course-reader/components/HlsVideo.tsx';
import type { AuthoredVideo } from '../video-api.ts';

const POLL_MS = 2000;

/** `m:ss` or `h:mm:ss`. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The author's video after upload: `processing` with the transcode's percentage (polled, no refresh needed), then
 * `ready` with its poster, duration and a preview, or `failed` with what to do about it.
 */
export function AuthoredVideoState({
  sectionId,
  video,
  onSettled,
}: {
  sectionId: number;
  video: AuthoredVideo;
  /** The video left `processing`: the authoring views read it again. */
  onSettled: () => void;
}) {
  const { t } = useTranslation();
  const polled = useQuery({
    queryKey: ['course-authoring', 'video', sectionId, video.id],
    queryFn: ({ signal }) =>
      api.get<AuthoredVideo | null>(`/sections/${sectionId}/videos/checkout`, { signal, silent: true }),
    enabled: video.uploadStatus === 'processing',
    refetchInterval: (query) =>
      query.state.data?.uploadStatus === 'ready' || query.state.data?.uploadStatus === 'failed'
        ? false
        : POLL_MS,
  });
  const current = polled.data && polled.data.id === video.id ? polled.data : video;
  const settled = video.uploadStatus === 'processing' && current.uploadStatus !== 'processing';
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);

  if (current.uploadStatus === 'processing') {
    return (
      <Alert color="blue" variant="light" data-testid="video-processing">
        <Stack gap={6}>
          <Text size="sm">{t('courseAuthoring.video.processing', { percent: current.progressPercent })}</Text>
          <Progress
            value={current.progressPercent}
            aria-label={t('courseAuthoring.video.processingLabel')}
            striped
            animated
          />
        </Stack>
      </Alert>
    );
  }
  if (current.uploadStatus === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="video-failed">
        {t(`courseAuthoring.video.failure.${current.failure ?? 'unreadable'}`)}
      </Alert>
    );
  }
  if (current.uploadStatus !== 'ready') return null;
  return (
    <Stack gap={6} data-testid="video-ready">
      <HlsVideo
        stream={current.streamLink}
        latestStream={() => current.streamLink}
        fallback={current.link}
        poster={current.posterLink}
        testId="video-preview"
      />
      <Group gap="xs">
        <Text size="sm" c="teal" fw={600}>
          {t('courseAuthoring.video.ready')}
        </Text>
        {current.durationSeconds !== null && (
          <Text size="sm" c="dimmed" data-testid="video-duration">
            {t('courseAuthoring.video.duration', { duration: clock(current.durationSeconds) })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
