import { FILE_KINDS } from '@kru/contract';
import { FileButton, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem, fileProblemMessage } from '../../files/file-rules.ts';
import { CoverCropModal } from './CoverCropModal.tsx';

const ACCEPT = FILE_KINDS.cover.contentTypes.join(',');

/**
 * "Upload your own", beside the built-in thumbnails: chooses an image (PNG, JPEG or WebP up to 5 MB, checked
 * before anything is sent), crops it in `CoverCropModal`, and shows the uploaded cover, selected, in its place.
 * A problem with the chosen file is told through `onProblem`.
 */
export function OwnCoverCard({
  coverUrl,
  selected,
  disabled,
  onUploaded,
  onProblem,
}: {
  coverUrl: string | null;
  selected: boolean;
  disabled?: boolean;
  onUploaded: (key: string, previewUrl: string) => void;
  onProblem: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = fileProblem(file, 'cover');
    onProblem(problem ? fileProblemMessage(problem, t) : null);
    if (!problem) setSource(URL.createObjectURL(file));
  };

  return (
    <>
      <FileButton onChange={choose} accept={ACCEPT} disabled={disabled}>
        {(props) => (
          <UnstyledButton
            {...props}
            aria-label={
              coverUrl ? t('courseAuthoring.info.cover.replace') : t('courseAuthoring.info.cover.upload')
            }
            aria-pressed={selected}
            data-testid="own-cover"
            p={4}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px solid var(--mantine-color-default-border)',
              outline: selected ? '3px solid var(--mantine-primary-color-filled)' : 'none',
            }}
          >
            {coverUrl ? (
              <Image
                src={coverUrl}
                alt={t('courseAuthoring.info.cover.alt')}
                h={64}
                fit="cover"
                radius="sm"
              />
            ) : (
              <Stack h={64} gap={2} align="center" justify="center" c="dimmed">
                <IconUpload size={20} aria-hidden />
                <Text size="xs" ta="center" lh={1.2}>
                  {t('courseAuthoring.info.cover.upload')}
                </Text>
              </Stack>
            )}
          </UnstyledButton>
        )}
      </FileButton>
      <CoverCropModal
        key={source ?? 'none'}
        source={source}
        onClose={() => setSource(null)}
        onUploaded={(key, previewUrl) => {
          setSource(null);
          onUploaded(key, previewUrl);
        }}
      />
    </>
  );
}
