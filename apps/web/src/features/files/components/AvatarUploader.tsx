import '@mantine/dropzone/styles.css';
import { FILE_KINDS } from '@kru/contract';
import { Alert, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { sessionStore, useSession } from '../../../app/session/index.ts';
import { deleteFile } from '../api.ts';
import { fileKeyFromUrl, fileProblem, fileProblemMessage, formatFileSize } from '../file-rules.ts';
import { useFileUpload } from '../hooks/use-file-upload.ts';
import { UploadProgress } from './UploadProgress.tsx';

const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpeg', '.jpg'] };
const MAX_BYTES = FILE_KINDS.avatar.maxBytes;

function updateAvatar(avatar: string | null): void {
  const user = sessionStore.getState().user;
  if (user) sessionStore.setUser({ ...user, avatar });
}

/**
 * The signed-in user's profile photo: drop or choose one image (png/jpeg, 10 MB), see it with the upload's
 * progress (cancellable), or remove it. Saved as soon as it is uploaded.
 */
export function AvatarUploader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const upload = useFileUpload();
  const remove = useMutation({ mutationFn: deleteFile });
  const openRef = useRef<() => void>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  if (!user) return null;
  const name = user.fullName || user.email;
  const currentKey = user.avatar ? fileKeyFromUrl(user.avatar) : null;

  const start = async (file: File) => {
    setPreview(URL.createObjectURL(file));
    const stored = await upload.upload(file, { type: 'avatar' });
    setPreview(null);
    if (!stored) return;
    updateAvatar(stored.url);
    notify.success(t('files.avatar.saved'));
  };

  const reject = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return;
    if (rejections.length > 1) return upload.fail(t('files.oneFileOnly'));
    const problem = fileProblem(first.file, 'avatar');
    upload.fail(problem ? fileProblemMessage(problem, t) : t('files.uploadFailed'));
  };

  const confirmRemove = (key: string) =>
    dialogs.confirm({
      title: t('files.avatar.removeTitle'),
      children: t('files.avatar.removeText'),
      labels: { confirm: t('files.avatar.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(key, {
          onSuccess: () => {
            updateAvatar(null);
            upload.reset();
            notify.success(t('files.avatar.removed'));
          },
          onError: (error) => upload.fail(error.message),
        }),
    });

  return (
    <Stack gap="md" data-testid="avatar-uploader">
      <Group gap="lg" align="center">
        <Avatar
          src={preview ?? user.avatar}
          alt={t('files.avatar.alt', { name })}
          name={name}
          color="initials"
          size={112}
          radius={112}
          data-testid="avatar-preview"
        />
        <Stack gap="xs" style={{ flex: '1 1 220px' }}>
          <Text fw={600}>{t('files.avatar.label')}</Text>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('files.avatar.hint', { max: formatFileSize(MAX_BYTES) })}
          </Text>
          <Group gap="xs">
            <Button
              leftSection={<IconUpload size={16} />}
              onClick={() => openRef.current?.()}
              disabled={upload.isUploading}
              aria-describedby={hintId}
              data-testid="avatar-choose"
            >
              {t('files.avatar.choose')}
            </Button>
            {currentKey && !upload.isUploading && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => void confirmRemove(currentKey)}
                loading={remove.isPending}
                data-testid="avatar-remove"
              >
                {t('files.avatar.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>

      {upload.isUploading && (
        <UploadProgress
          progress={upload.progress}
          onCancel={upload.cancel}
          gap={6}
          testId="avatar-progress"
        />
      )}

      <Dropzone
        openRef={openRef}
        onDrop={(files) => files[0] && void start(files[0])}
        onReject={reject}
        accept={ACCEPT}
        maxSize={MAX_BYTES}
        multiple={false}
        activateOnKeyboard={false}
        useFsAccessApi={false}
        disabled={upload.isUploading}
        inputProps={{ 'aria-label': t('files.avatar.label'), 'aria-describedby': hintId }}
        radius="md"
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={28} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={28} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={28} />
          </Dropzone.Idle>
          <Text size="sm" c="dimmed" ta="center">
            {t('files.avatar.dropHere')}
          </Text>
        </Group>
      </Dropzone>

      {upload.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {upload.error}
        </Alert>
      )}
    </Stack>
  );
}
