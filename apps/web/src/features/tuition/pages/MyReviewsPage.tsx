import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/index.ts';
import { TutorRating } from '../../tutor-search/components/TutorRating.tsx';
import { ReviewList } from '../reviews/ReviewList.tsx';
import { useViewerTimeZone } from '../use-viewer-time-zone.ts';

/** `/tuition/my-reviews` (tutors): the average and the count, then every review students wrote. */
export default function MyReviewsPage() {
  const { t } = useTranslation();
  const { user, refreshUser } = useSession();
  const viewerZone = useViewerTimeZone();
  // The rating moves as students review: read the user again rather than trust the copy from sign-in.
  useEffect(() => {
    void refreshUser().catch(() => undefined);
  }, [refreshUser]);
  if (!user) return null;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('tuition.reviews.title')}
      </Title>
      <Paper withBorder radius="md" p="lg" data-testid="my-rating">
        <Stack gap={4}>
          <Text fw={600}>{t('tuition.reviews.average')}</Text>
          <TutorRating rate={user.rate} count={user.rateCount} />
        </Stack>
      </Paper>
      <ReviewList tutorId={user.id} viewerZone={viewerZone} />
    </Stack>
  );
}
