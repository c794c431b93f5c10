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
/** The row, the stars, a two-line text and the button (while loading, the form itself holds the place). */
const BODY_HEIGHT = SESSION_ROW_HEIGHT + 148;

/**
 * Stars and an optional text for the tutor of one finished session, sent with the review call; without a
 * session (still loading), the same form disabled, so the card keeps its size when the session comes.
 */
function RateForm({ session, onRated }: { session: Session | null; onRated: (tutorId: number) => void }) {
  const { t } = useTranslation();
  const save = useSaveReview(session?.teacher.id ?? null);
  const name = session?.teacher.fullName ?? '';
  const [rate, setRate] = useState(0);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!session) return;
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
          readOnly={!session}
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
        disabled={!session}
        onChange={(event) => setReview(event.currentTarget.value)}
        data-testid="home-rate-text"
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          leftSection={<IconStar size={14} />}
          loading={save.isPending}
          disabled={!session}
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
      {sessions === undefined ? (
        <>
          <SessionRowSkeleton />
          <RateForm session={null} onRated={onRated} />
        </>
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
