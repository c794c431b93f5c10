import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../files/api.ts';
import { UploadProgress } from '../../files/components/UploadProgress.tsx';
import { useFileUpload } from '../../files/hooks/use-file-upload.ts';

export interface Draft {
  text: string;
  files: UploadedFile[];
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; files go up through the files pipeline (with
 * progress) before the message is sent. The text and files are cleared only once the message is sent, so a
 * failure (`error`, in people's words) never loses what was typed.
 */
export function Composer({
  onSend,
  sending,
  error,
  maxLength,
  maxFiles,
  disabled = false,
}: {
  /** Resolves true when the message was sent. */
  onSend: (draft: Draft) => Promise<boolean>;
  sending: boolean;
  error: string | null;
  maxLength: number;
  maxFiles: number;
  /** Blocked: nothing can be written. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const upload = useFileUpload();
  const tooLong = text.length > maxLength;
  // The server wants words with every message, files or not.
  const empty = text.trim() === '';
  const blocked = disabled || sending || upload.isUploading;

  const send = async () => {
    if (empty || tooLong || blocked) return;
    if (await onSend({ text: text.trim(), files })) {
      setText('');
      setFiles([]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const attach = async (file: File | null) => {
    if (!file) return;
    const stored = await upload.upload(file, { type: 'attachment' });
    if (stored) setFiles((current) => [...current, stored]);
  };

  return (
    <Stack gap={6} data-testid="message-composer">
      {error && (
        <Alert color="red" variant="light" p="xs" role="alert" data-testid="send-error">
          {error}
        </Alert>
      )}
      {upload.error && (
        <Alert color="red" variant="light" p="xs" role="alert" withCloseButton onClose={upload.reset}>
          {upload.error}
        </Alert>
      )}
      {upload.isUploading && (
        <UploadProgress
          progress={upload.progress}
          secondsLeft={upload.secondsLeft}
          onCancel={upload.cancel}
          testId="attachment-progress"
        />
      )}
      {files.length > 0 && (
        <Group gap={6}>
          {files.map((file) => (
            <Group key={file.id} gap={2} wrap="nowrap" data-testid="draft-attachment" maw="100%">
              <Text size="sm" truncate>
                {file.fileName}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('messages.composer.removeFile', { name: file.fileName })}
                onClick={() => setFiles((current) => current.filter((kept) => kept.id !== file.id))}
              />
            </Group>
          ))}
        </Group>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(file) => void attach(file)} disabled={blocked || files.length >= maxFiles}>
          {(props) => (
            <ActionIcon
              {...props}
              variant="subtle"
              size="lg"
              aria-label={t('messages.composer.attach')}
              disabled={blocked || files.length >= maxFiles}
            >
              <IconPaperclip size={20} />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-label={t('messages.composer.label')}
          placeholder={t('messages.composer.placeholder')}
          error={tooLong ? t('messages.composer.tooLong', { max: maxLength }) : undefined}
          data-testid="message-input"
        />
        <Button
          onClick={() => void send()}
          loading={sending}
          disabled={disabled || empty || tooLong || upload.isUploading}
          leftSection={<IconSend size={16} />}
          data-testid="send-message"
        >
          {t('messages.composer.send')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('messages.composer.hint')}
      </Text>
    </Stack>
  );
}
