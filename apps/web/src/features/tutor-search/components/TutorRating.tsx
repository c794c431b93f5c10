import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A tutor's average rating and how many reviews it rests on ("No reviews yet" before the first). */
export function TutorRating({ rate, count }: { rate: number; count: number }) {
  const { t } = useTranslation();
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('tuition.card.noReviews')}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      <Rating value={rate} fractions={10} readOnly size="sm" />
      <Text size="sm">{t('tuition.card.rating', { rate: rate.toFixed(1), count })}</Text>
    </Group>
  );
}
