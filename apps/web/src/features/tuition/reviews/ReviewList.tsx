import { Avatar, Center, Group, Loader, Paper, Rating, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { PageControls } from '../components/PageControls.tsx';
import { useTutorReviews } from './api.ts';

/** A tutor's reviews, newest first, page by page: who, the stars, the subject, when, and what they wrote. */
export function ReviewList({ tutorId, viewerZone }: { tutorId: number; viewerZone: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useTutorReviews(tutorId, page);
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
      <Text c="dimmed" data-testid="reviews-empty">
        {t('tuition.profile.noReviews')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((review) => (
        <Paper key={review.id} withBorder radius="md" p="sm" data-testid="review">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar src={review.avatar} alt="" radius="xl" size="sm" color="kruPurple">
                {review.fullName.slice(0, 1)}
              </Avatar>
              <Stack gap={0} miw={0}>
                <Text fw={600} size="sm" truncate>
                  {review.fullName}
                </Text>
                {review.subject && (
                  <Text size="xs" c="dimmed">
                    {review.subject.title}
                  </Text>
                )}
              </Stack>
            </Group>
            <Stack gap={2} align="flex-end">
              <Rating
                value={review.rate}
                readOnly
                size="xs"
                aria-label={t('tuition.reviews.stars', { rate: review.rate })}
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
      <PageControls total={pagination.totalPages} page={page} onChange={setPage} />
    </Stack>
  );
}
