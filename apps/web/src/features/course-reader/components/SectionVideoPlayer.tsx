import { MSG, type SectionVideo } from '@kru/contract';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Camelized } from '../../../app/api/case.ts';
import { api } from '../../../app/api/client.ts';
import { translateMessageKey } from '../../../ui/form/index.ts';
import { HlsVideo } from './HlsVideo.tsx';

type Video = Camelized<SectionVideo>;

/** While processing the state is asked for again this often; once ready, the signed links are renewed. */
const PROCESSING_POLL_MS = 3000;
const RENEW_MS = 30 * 60 * 1000;

/**
 * A video section's video in the reader: the HLS stream (poster first) once ready, its links renewed while the
 * page stays open (`GET /sections/{id}/videos/checkout`); until then "still processing", polled.
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
    staleTime: RENEW_MS,
    refetchInterval: (query) =>
      query.state.data?.uploadStatus === 'processing' ? PROCESSING_POLL_MS : RENEW_MS,
  });
  const video = state.data;
  // The first links play; renewed ones are used when the stream must reload (a link that expired).
  const [first] = useState(() => video);
  if (!video) return <Text c="dimmed">{t('courses.take.noVideo')}</Text>;
  if (video.uploadStatus === 'ready' && (video.streamLink || video.link)) {
    const played = first?.id === video.id && first.uploadStatus === 'ready' ? first : video;
    return (
      <HlsVideo
        stream={played.streamLink}
        latestStream={() => state.data?.streamLink ?? null}
        fallback={played.link}
        poster={played.posterLink}
        videoRef={videoRef}
        testId="section-video"
      />
    );
  }
  if (video.uploadStatus === 'failed') return <Text c="dimmed">{t('courses.take.noVideo')}</Text>;
  return (
    <Alert color="blue" variant="light" data-testid="video-processing">
      <Group gap="sm">
        <Loader size="xs" />
        <Text size="sm">{translateMessageKey(MSG.videoProcessing)}</Text>
      </Group>
    </Alert>
  );
}
