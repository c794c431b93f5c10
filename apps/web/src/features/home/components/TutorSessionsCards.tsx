import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { dayKey } from '../../tuition/time-format.ts';
import type { Session } from '../../tutoring-sessions/api.ts';
import { EmptyText, HomeCard } from './HomeCard.tsx';
import { SESSION_ROW_HEIGHT, SessionRow, SessionRowSkeleton } from './SessionRow.tsx';
import { SessionAction, SHOWN_SESSIONS } from './UpcomingSessionsCard.tsx';

const BODY_HEIGHT = SHOWN_SESSIONS * SESSION_ROW_HEIGHT + (SHOWN_SESSIONS - 1) * 4;
const PLACEHOLDER_KEYS = Array.from({ length: SHOWN_SESSIONS }, (_, index) => `placeholder-${index}`);

function SessionsCard({
  title,
  emptyText,
  testId,
  sessions,
  viewerZone,
  now,
  onRetry,
}: {
  title: string;
  emptyText: string;
  testId: string;
  sessions: Session[] | undefined;
  viewerZone: string;
  now: Date;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={title}
      link={{ to: TUITION_PATHS.sessions, label: t('home.sessions.all') }}
      testId={testId}
      loading={sessions === undefined}
      minBodyHeight={BODY_HEIGHT}
      onRetry={onRetry}
    >
      {sessions === undefined ? (
        PLACEHOLDER_KEYS.map((key) => <SessionRowSkeleton key={key} />)
      ) : sessions.length === 0 ? (
        <EmptyText>{emptyText}</EmptyText>
      ) : (
        sessions
          .slice(0, SHOWN_SESSIONS)
          .map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              viewerRole="teacher"
              viewerZone={viewerZone}
              action={<SessionAction session={session} viewerZone={viewerZone} now={now} />}
            />
          ))
      )}
    </HomeCard>
  );
}

/** The tutor's booked sessions of today and the next ones, days taken in the tutor's time zone. */
export function TutorSessionsCards({
  sessions,
  viewerZone,
  now,
  onRetry,
}: {
  sessions: Session[] | undefined;
  viewerZone: string;
  now: Date;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const today = dayKey(now.toISOString(), viewerZone);
  const isToday = (session: Session) => dayKey(session.startingAt, viewerZone) === today;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <SessionsCard
        title={t('home.sessions.today')}
        emptyText={t('home.sessions.noneToday')}
        testId="home-today"
        sessions={sessions?.filter(isToday)}
        viewerZone={viewerZone}
        now={now}
        onRetry={onRetry}
      />
      <SessionsCard
        title={t('home.sessions.next')}
        emptyText={t('home.sessions.noneNext')}
        testId="home-next"
        sessions={sessions?.filter((session) => !isToday(session))}
        viewerZone={viewerZone}
        now={now}
        onRetry={onRetry}
      />
    </SimpleGrid>
  );
}
