import { Image, Input, Radio, SimpleGrid, Skeleton } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThumbnails } from '../api.ts';
import { OwnCoverCard } from './OwnCoverCard.tsx';

/** The picker's value while the author's own cover is the one chosen. */
export const OWN_COVER = 'own';

/**
 * The course's cover: the author's own upload (cropped to the card's shape) or one of the admin team's
 * thumbnails (`GET /thumbnails`). `value` is a thumbnail's id, or `OWN_COVER`.
 */
export function ThumbnailPicker({
  value,
  ownCoverUrl,
  onChange,
  onOwnCover,
  error,
  disabled,
}: {
  value: string | null;
  ownCoverUrl: string | null;
  onChange: (value: string) => void;
  onOwnCover: (key: string, previewUrl: string, firstThumbnailId: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const thumbnails = useThumbnails();
  const [problem, setProblem] = useState<string | null>(null);
  const firstId = thumbnails.data?.[0] ? String(thumbnails.data[0].id) : null;
  return (
    <Radio.Group
      value={value}
      onChange={(next) => {
        setProblem(null);
        onChange(next);
      }}
      label={t('courseAuthoring.info.thumbnail')}
      description={t('courseAuthoring.info.thumbnailHint')}
      error={error}
      withAsterisk
    >
      {thumbnails.isPending ? (
        <Skeleton h={90} mt="xs" />
      ) : thumbnails.isError ? (
        <Input.Error mt="xs">{t('courseAuthoring.info.thumbnailsFailed')}</Input.Error>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs" mt="xs" data-testid="thumbnail-picker">
          <OwnCoverCard
            coverUrl={ownCoverUrl}
            selected={value === OWN_COVER}
            disabled={disabled}
            onProblem={setProblem}
            onUploaded={(key, previewUrl) => onOwnCover(key, previewUrl, firstId)}
          />
          {thumbnails.data.map((thumbnail, index) => (
            <Radio.Card
              key={thumbnail.id}
              value={String(thumbnail.id)}
              radius="md"
              p={4}
              disabled={disabled}
              aria-label={t('courseAuthoring.info.thumbnailOption', { number: index + 1 })}
              style={{
                outline:
                  value === String(thumbnail.id) ? '3px solid var(--mantine-primary-color-filled)' : 'none',
              }}
            >
              <Image src={thumbnail.url} alt="" h={64} fit="cover" radius="sm" />
            </Radio.Card>
          ))}
        </SimpleGrid>
      )}
      {problem && (
        <Input.Error mt="xs" data-testid="cover-problem">
          {problem}
        </Input.Error>
      )}
    </Radio.Group>
  );
}
