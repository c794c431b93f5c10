import { API_BASE_PATH } from '@kru/contract/limits';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUpload } from '../../../files/hooks/use-file-upload.ts';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * Uploads an image through the files pipeline (as an attachment, not listed with the section's files) and
 * answers its stable lesson URL with the alt text a reader who cannot see it gets instead.
 */
export function ImageModal({
  opened,
  onClose,
  onInsert,
}: {
  opened: boolean;
  onClose: () => void;
  onInsert: (image: { src: string; alt: string }) => void;
}) {
  const { t } = useTranslation();
  const upload = useFileUpload();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');

  const close = () => {
    upload.cancel();
    upload.reset();
    setFile(null);
    setAlt('');
    onClose();
  };
  const insert = async () => {
    if (!file) return;
    const stored = await upload.upload(file, { type: 'attachment' });
    if (!stored) return;
    onInsert({ src: `${API_BASE_PATH}/files/images/${stored.key}`, alt: alt.trim() });
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('lessonEditor.image.title')} centered>
      <Stack gap="md">
        <FileInput
          label={t('lessonEditor.image.file')}
          description={t('lessonEditor.image.fileHint')}
          accept={IMAGE_TYPES}
          value={file}
          onChange={setFile}
          clearable
          withAsterisk
          data-testid="image-file"
        />
        <TextInput
          label={t('lessonEditor.image.alt')}
          description={t('lessonEditor.image.altHint')}
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          maxLength={250}
          withAsterisk
          data-testid="image-alt"
        />
        {upload.isUploading && (
          <Progress value={upload.progress} aria-label={t('files.progressLabel')} animated />
        )}
        {upload.error && (
          <Alert color="red" variant="light" role="alert">
            {upload.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!file || !alt.trim()}
            loading={upload.isUploading}
            onClick={() => void insert()}
            data-testid="image-insert"
          >
            {t('lessonEditor.image.insert')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
