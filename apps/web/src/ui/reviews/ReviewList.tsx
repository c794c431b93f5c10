import { Avatar, Center, Group, Loader, Paper, Rating, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageResult } from '../../app/api/client.ts';
import { formatDay } from '../format.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { PageControls } from '../PageControls.tsx';
import type { Review } from './ReviewModal.tsx';

/**
 * One page of reviews, newest first, with the page numbers: who, the stars, the subject (when asked), when, and
 * what they wrote. The caller owns the query and the page; `texts` and `testIds` keep each list's own words.
 */
export function ReviewList({
  reviews,
  page,
  onPageChange,
  viewerZone,
  showSubject,
  texts,
  testIds,
}: {
  reviews: UseQueryResult<PageResult<Review>>;
  page: number;
  onPageChange: (page: number) => void;
  viewerZone: string;
  showSubject: boolean;
  texts: { empty: string; stars: (rate: number) => string };
  testIds: { item: string; empty: string };
}) {
  const { t } = useTranslation();
  if (reviews.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (reviews.isError) return <LoadFailed onRetry={() => void reviews.refetch()} />;
  const { items, pagination } = reviews.data;
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid={testIds.empty}>
        {texts.empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((review) => (
        <Paper key={review.id} withBorder radius="md" p="sm" data-testid={testIds.item}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar src={review.avatar} alt="" radius="xl" size="sm" color="kruPurple">
                {review.fullName.slice(0, 1)}
              </Avatar>
              <Stack gap={0} miw={0}>
                <Text fw={600} size="sm" truncate>
                  {review.fullName}
                </Text>
                {showSubject && review.subject && (
                  <Text size="xs" c="dimmed">
                    {review.subject.title}
                  </Text>
                )}
              </Stack>
            </Group>
            <Stack gap={2} align="flex-end">
              {/* Read-only stars are one picture, named by the rate (a name needs a role). */}
              <Rating
                value={review.rate}
                readOnly
                size="xs"
                role="img"
                aria-label={texts.stars(review.rate)}
              />
              <Text size="xs" c="dimmed">
                {formatDay(review.updatedAt, viewerZone)}
              </Text>
            </Stack>
          </Group>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {review.review}
          </Text>
        </Paper>
      ))}
      <PageControls total={pagination.totalPages} page={page} onChange={onPageChange} />
    </Stack>
  );
}
