import { MSG, type SectionVideo } from '@kru/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Camelized } from '../../../app/api/case.ts';
import { api } from '../../../app/api/client.ts';
import { translateMessageKey } from '../../../ui/form/index.ts';

type Video = Camelized<SectionVideo>;

/**
 * A video section's video in the reader: played once ready; until then the "still processing" message with a
 * refresh that asks for its current state (`GET /sections/{id}/videos/checkout`).
 */
export function SectionVideoPlayer({
  sectionId,
  initial,
  videoRef,
}: {
  sectionId: number;
  initial: Video | null;
  /** Given the `<video>` element (the reader follows the learner's place in it). */
  videoRef?: (element: HTMLVideoElement | null) => void;
}) {
  const { t } = useTranslation();
  const state = useQuery({
    queryKey: ['courses', 'video', sectionId],
    queryFn: ({ signal }) =>
      api.get<Video | null>(`/sections/${sectionId}/videos/checkout`, { signal, silent: true }),
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const video = state.data;
  if (!video) return <Text c="dimmed">{t('courses.take.noVideo')}</Text>;
  if (video.uploadStatus === 'ready' && video.link) {
    return (
      <video
        ref={videoRef}
        src={video.link}
        controls
        preload="metadata"
        style={{ width: '100%' }}
        data-testid="section-video"
      >
        {/* Tutors upload no caption file yet: an empty captions track keeps the element accessible. */}
        <track kind="captions" />
      </video>
    );
  }
  if (video.uploadStatus === 'failed') return <Text c="dimmed">{t('courses.take.noVideo')}</Text>;
  return (
    <Alert color="blue" variant="light" data-testid="video-processing">
      <Group justify="space-between">
        <Text size="sm">{translateMessageKey(MSG.videoProcessing)}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={state.isFetching}
          onClick={() => void state.refetch()}
          data-testid="video-refresh"
        >
          {t('courses.take.refreshVideo')}
        </Button>
      </Group>
    </Alert>
  );
}
