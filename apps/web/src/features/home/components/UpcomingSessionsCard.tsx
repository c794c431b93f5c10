import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { expiredRequestPath, TUITION_PATHS } from '../../tuition/paths.ts';
import { isJoinOpen, joinOpensAt } from '../../tuition/session-status.ts';
import { formatClock } from '../../tuition/time-format.ts';
import type { Session } from '../../tutoring-sessions/api.ts';
import { StatusBadge } from '../../tutoring-sessions/components/StatusBadge.tsx';
import { EmptyText, HomeCard } from './HomeCard.tsx';
import { SESSION_ROW_HEIGHT, SessionRow, SessionRowSkeleton } from './SessionRow.tsx';

/** How many sessions a card lists: its height is that many rows, whatever it holds. */
export const SHOWN_SESSIONS = 2;
const BODY_HEIGHT = SHOWN_SESSIONS * SESSION_ROW_HEIGHT + (SHOWN_SESSIONS - 1) * 4;
const PLACEHOLDER_KEYS = Array.from({ length: SHOWN_SESSIONS }, (_, index) => `placeholder-${index}`);

/** Join once the room is open (10 minutes before the start); before that, when it opens; else the status. */
export function SessionAction({
  session,
  viewerZone,
  now,
}: {
  session: Session;
  viewerZone: string;
  now: Date;
}) {
  const { t } = useTranslation();
  if (session.status !== 'approved' || !session.joinLink || session.cancellation) {
    return <StatusBadge status={session.status} />;
  }
  if (isJoinOpen(session, now)) {
    return (
      <Button
        component={Link}
        to={session.joinLink}
        size="xs"
        leftSection={<IconVideo size={14} />}
        data-testid="home-join"
      >
        {t('tuition.session.join')}
      </Button>
    );
  }
  // The row says the day: the opening time alone keeps the person's name readable on a phone.
  return (
    <Text size="xs" c="dimmed" ta="right" style={{ flexShrink: 0 }}>
      {t('home.sessions.joinFrom', {
        time: formatClock(joinOpensAt(session.startingAt).toISOString(), viewerZone),
      })}
    </Text>
  );
}

/** A request the tutor left unanswered: said so, with the way to the other tutors free around that time. */
function ExpiredAction({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
      <Text size="xs" c="red.8" fw={600} data-testid="home-expired">
        {t('home.sessions.expired')}
      </Text>
      <Anchor
        component={Link}
        to={expiredRequestPath(session.id)}
        size="xs"
        data-testid="home-alternatives-link"
      >
        {t('home.sessions.otherTutors')}
      </Anchor>
    </Stack>
  );
}

/** The sessions to come and the expired requests, in the order of their times. */
function byStart(sessions: Session[], expiredRequests: Session[]): Session[] {
  return [...sessions, ...expiredRequests].sort((a, b) => a.startingAt.localeCompare(b.startingAt));
}

/**
 * The student's next sessions (requests waiting included), with Join when the room is open, and the requests that
 * expired unanswered, with the other tutors free then: a request the tutor never answered does not just vanish.
 */
export function UpcomingSessionsCard({
  sessions,
  expiredRequests = [],
  viewerZone,
  now,
  onRetry,
}: {
  sessions: Session[] | undefined;
  expiredRequests?: Session[];
  viewerZone: string;
  now: Date;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const shown = sessions ? byStart(sessions, expiredRequests).slice(0, SHOWN_SESSIONS) : [];
  return (
    <HomeCard
      title={t('home.sessions.upcoming')}
      link={{ to: TUITION_PATHS.sessions, label: t('home.sessions.all') }}
      testId="home-upcoming"
      loading={sessions === undefined}
      minBodyHeight={BODY_HEIGHT}
      onRetry={onRetry}
    >
      {sessions === undefined ? (
        PLACEHOLDER_KEYS.map((key) => <SessionRowSkeleton key={key} />)
      ) : shown.length === 0 ? (
        <EmptyText testId="home-upcoming-empty">{t('home.sessions.noneUpcoming')}</EmptyText>
      ) : (
        shown.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            viewerRole="student"
            viewerZone={viewerZone}
            action={
              session.closeReason === 'expired_unanswered' ? (
                <ExpiredAction session={session} />
              ) : (
                <SessionAction session={session} viewerZone={viewerZone} now={now} />
              )
            }
          />
        ))
      )}
    </HomeCard>
  );
}
