import { Image, Input, Radio, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useThumbnails } from '../api.ts';

/** The course's cover, chosen from the admin team's thumbnails (`GET /thumbnails`). */
export function ThumbnailPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string | null;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const thumbnails = useThumbnails();
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
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
    </Radio.Group>
  );
}
