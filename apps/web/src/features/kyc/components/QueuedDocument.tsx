import { Alert, Button, CloseButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFile, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { UploadProgress } from '../../files/components/UploadProgress.tsx';
import { formatFileSize } from '../../files/file-rules.ts';
import { useFileUpload } from '../../files/hooks/use-file-upload.ts';
import { useDocumentsChanged } from '../api.ts';
import type { DocumentType } from '../documents.ts';
import { documentTypeOptions } from './document-files.ts';

/**
 * One chosen file waiting to be uploaded: its document type (chosen per file), then the upload with its
 * progress (cancellable) and any error. Leaves the queue once stored.
 */
export function QueuedDocument({
  file,
  locked,
  onDone,
  onDiscard,
}: {
  file: File;
  locked: boolean;
  onDone: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const upload = useFileUpload();
  const changed = useDocumentsChanged();
  const [type, setType] = useState<DocumentType | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);

  const start = async () => {
    if (!type) return setTypeError(t('kyc.queue.typeRequired'));
    const stored = await upload.upload(file, { type: 'document', documentType: type });
    if (!stored) return;
    notify.success(t('kyc.list.uploaded', { type: t(`kyc.types.${type}`) }));
    changed();
    onDone();
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="kyc-queued">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconFile size={20} />
            <Text size="sm" fw={500} truncate>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatFileSize(file.size)}
            </Text>
          </Group>
          {!upload.isUploading && (
            <CloseButton aria-label={t('kyc.queue.discard', { name: file.name })} onClick={onDiscard} />
          )}
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('kyc.queue.typeLabel')}
            placeholder={t('kyc.queue.typePlaceholder')}
            data={documentTypeOptions(t)}
            value={type}
            onChange={(value) => {
              setType(value as DocumentType | null);
              setTypeError(null);
            }}
            error={typeError}
            disabled={upload.isUploading || locked}
            allowDeselect={false}
            withAsterisk
            style={{ flex: '1 1 220px' }}
          />
          <Button
            leftSection={<IconUpload size={16} />}
            onClick={() => void start()}
            loading={upload.isUploading}
            disabled={locked}
            data-testid="kyc-queued-upload"
          >
            {t('kyc.queue.upload')}
          </Button>
        </Group>
        {upload.isUploading && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
        {upload.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {upload.error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
