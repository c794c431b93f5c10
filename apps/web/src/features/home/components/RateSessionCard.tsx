import { Button, Group, Rating, Text, Textarea } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { useSaveReview } from '../../tuition/reviews/api.ts';
import type { Session } from '../../tutoring-sessions/api.ts';
import { EmptyText, HomeCard } from './HomeCard.tsx';
import { SESSION_ROW_HEIGHT, SessionRow, SessionRowSkeleton } from './SessionRow.tsx';

const REVIEW_MAX = 2000;
/**
 * The row, the stars, a two-line text and the button (199.2 px drawn, at every width): the body keeps this height
 * while loading and when empty, so nothing moves when a session comes.
 */
const BODY_HEIGHT = SESSION_ROW_HEIGHT + 152;

/** Stars and an optional text for the tutor of one finished session, sent with the review call. */
function RateForm({ session, onRated }: { session: Session; onRated: (tutorId: number) => void }) {
  const { t } = useTranslation();
  const save = useSaveReview(session.teacher.id);
  const name = session.teacher.fullName;
  const [rate, setRate] = useState(0);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (rate < 1) return setError(t('api.rate_required'));
    setError(null);
    save.mutate(
      { reviewId: null, rate, review: review.trim() },
      {
        onSuccess: () => {
          notify.success(t('home.rate.thanks', { name }));
          onRated(session.teacher.id);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <>
      <Group gap="sm" wrap="nowrap">
        <Rating
          value={rate}
          onChange={setRate}
          size="lg"
          aria-label={t('home.rate.stars', { name })}
          data-testid="home-rate-stars"
        />
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Group>
      <Textarea
        label={t('home.rate.text')}
        rows={2}
        maxLength={REVIEW_MAX}
        value={review}
        onChange={(event) => setReview(event.currentTarget.value)}
        data-testid="home-rate-text"
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          leftSection={<IconStar size={14} />}
          loading={save.isPending}
          onClick={submit}
          data-testid="home-rate-submit"
        >
          {t('home.rate.submit')}
        </Button>
      </Group>
    </>
  );
}

/**
 * The student's finished sessions whose tutor they have not rated, one at a time: rated in place, it leaves the
 * card (with every session of that tutor: a review is of the tutor) and the next one shows.
 */
export function RateSessionCard({
  sessions,
  viewerZone,
  onRated,
  onRetry,
}: {
  sessions: Session[] | undefined;
  viewerZone: string;
  onRated: (tutorId: number) => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const first = sessions?.[0];
  return (
    <HomeCard
      title={t('home.rate.title')}
      testId="home-rate"
      loading={sessions === undefined}
      minBodyHeight={BODY_HEIGHT}
      onRetry={onRetry}
    >
      {/* While loading, a row's placeholder only: most students have nothing to rate, and a disabled form drawn
          then taken away (stars, text, button) was most of the home page's rendering after its data came. */}
      {sessions === undefined ? (
        <SessionRowSkeleton />
      ) : !first ? (
        <EmptyText testId="home-rate-empty">{t('home.rate.none')}</EmptyText>
      ) : (
        <>
          <SessionRow
            session={first}
            viewerRole="student"
            viewerZone={viewerZone}
            action={
              sessions.length > 1 ? (
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('home.rate.more', { count: sessions.length - 1 })}
                </Text>
              ) : undefined
            }
          />
          <RateForm key={first.id} session={first} onRated={onRated} />
        </>
      )}
    </HomeCard>
  );
}
