import { FILE_KINDS } from '@kru/contract';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthoredSection } from '../../course-authoring/api.ts';
import { UploadProgress } from '../../files/components/UploadProgress.tsx';
import { formatFileSize, VIDEO_ACCEPT } from '../../files/file-rules.ts';
import { useVideoActions } from '../video-api.ts';
import { AuthoredVideoState } from './AuthoredVideoState.tsx';

const MAX_BYTES = FILE_KINDS.video.maxBytes;

/**
 * A video section's one video: pick a file (MP4, MOV, WebM or MKV up to 1 GB) and it uploads resumably with the
 * percentage and the time left (picking the same file after a reload resumes it), then is transcoded (its progress
 * shown as it goes); a ready video plays here and can be replaced or deleted.
 */
export function SectionVideoEditor({
  section,
  readOnly,
  onRefresh,
}: {
  section: AuthoredSection;
  readOnly: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { upload, remove, progress, cancel, error } = useVideoActions(section.id);
  const video = section.video;
  const max = formatFileSize(MAX_BYTES);

  // A file over 1 GB is refused by the server with the maximum (413), shown like any other failure.
  const pick = (file: File | null) => file && upload.mutate(file);

  return (
    <Stack gap="sm" data-testid="section-video-editor">
      <Text fw={700}>{t('courseAuthoring.video.title')}</Text>
      {!video && !upload.isPending && (
        <Text size="sm" c="dimmed">
          {t('courseAuthoring.video.none', { max })}
        </Text>
      )}
      {upload.isPending && (
        <UploadProgress
          progress={progress.percent}
          secondsLeft={progress.secondsLeft}
          onCancel={cancel}
          testId="video-progress"
        />
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="video-error">
          {error.message}
        </Alert>
      )}
      {video?.uploadStatus === 'uploading' && !upload.isPending && (
        <Text size="sm" c="dimmed">
          {t('courseAuthoring.video.unfinished')}
        </Text>
      )}
      {video && video.uploadStatus !== 'uploading' && (
        <AuthoredVideoState sectionId={section.id} video={video} onSettled={onRefresh} />
      )}
      {!readOnly && (
        <Group>
          <FileButton onChange={pick} accept={VIDEO_ACCEPT}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {t(video ? 'courseAuthoring.video.replace' : 'courseAuthoring.video.choose')}
              </Button>
            )}
          </FileButton>
          {video && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('courseAuthoring.video.delete')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
