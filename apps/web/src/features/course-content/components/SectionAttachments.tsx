import '@mantine/dropzone/styles.css';
import { FILE_KINDS } from '@kru/contract';
import { ActionIcon, Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredSection } from '../../course-authoring/api.ts';
import { UploadProgress } from '../../files/components/UploadProgress.tsx';
import { formatFileSize } from '../../files/file-rules.ts';
import { useFileUpload } from '../../files/hooks/use-file-upload.ts';
import { useAttachmentActions } from '../attachments-api.ts';

const MAX_BYTES = FILE_KINDS.attachment.maxBytes;
const ACCEPT = [...FILE_KINDS.attachment.contentTypes];

/**
 * The files of a files, text or reading section: each dropped file goes through the upload pipeline (sign, PUT
 * with progress, register) and is then attached to the section; each attached file can be removed.
 */
export function SectionAttachments({ section, readOnly }: { section: AuthoredSection; readOnly: boolean }) {
  const { t } = useTranslation();
  const upload = useFileUpload();
  const { attach, remove } = useAttachmentActions(section.id);
  const hintId = useId();
  const max = formatFileSize(MAX_BYTES);

  const add = async (files: File[]) => {
    for (const file of files) {
      const stored = await upload.upload(file, { type: 'attachment' });
      if (!stored) return;
      try {
        await attach.mutateAsync(stored.id);
      } catch (error) {
        upload.fail(error instanceof Error ? error.message : t('files.uploadFailed'));
        return;
      }
    }
    upload.reset();
  };

  return (
    <Stack gap="sm" data-testid="section-attachments">
      <Text fw={700}>{t('courseAuthoring.attachments.title')}</Text>
      {section.attachments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('courseAuthoring.attachments.none')}
        </Text>
      )}
      {section.attachments.map((file) => (
        <Group key={file.id} justify="space-between" wrap="nowrap" data-testid="attachment-row">
          <Group gap="xs" wrap="nowrap">
            <IconPaperclip size={16} />
            <Anchor href={file.link} download={file.fileName} size="sm">
              {file.fileName}
            </Anchor>
          </Group>
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('courseAuthoring.attachments.remove', { name: file.fileName })}
              loading={remove.isPending && remove.variables === file.id}
              onClick={() => remove.mutate(file.id)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Dropzone
          onDrop={(files) => void add(files)}
          onReject={(rejections) =>
            upload.fail(
              rejections.some(({ file }) => file.size > MAX_BYTES)
                ? t('files.tooLarge', { max })
                : t('files.typeNotAllowed'),
            )
          }
          accept={ACCEPT}
          maxSize={MAX_BYTES}
          multiple
          useFsAccessApi={false}
          loading={upload.isUploading || attach.isPending}
          inputProps={{
            'aria-label': t('courseAuthoring.attachments.add'),
            'aria-describedby': hintId,
          }}
          radius="md"
          data-testid="attachment-dropzone"
        >
          <Group justify="center" gap="md" mih={72} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconFileUpload size={28} stroke={1.5} />
            <Stack gap={2}>
              <Text fw={600}>{t('courseAuthoring.attachments.add')}</Text>
              <Text size="sm" c="dimmed" id={hintId}>
                {t('courseAuthoring.attachments.hint', { max })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {upload.isUploading && (
        <UploadProgress
          progress={upload.progress}
          secondsLeft={upload.secondsLeft}
          onCancel={upload.cancel}
          testId="attachment-progress"
        />
      )}
      {upload.error && (
        <Alert color="red" variant="light" role="alert" data-testid="attachment-error">
          {upload.error}
        </Alert>
      )}
    </Stack>
  );
}
