import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { useDetermineSession, usePendingSessions } from '../../tutoring-sessions/api.ts';
import { EmptyText, HomeCard } from './HomeCard.tsx';
import { SESSION_ROW_HEIGHT, SessionRow, SessionRowSkeleton } from './SessionRow.tsx';
import { SHOWN_SESSIONS } from './UpcomingSessionsCard.tsx';

const BODY_HEIGHT = SHOWN_SESSIONS * SESSION_ROW_HEIGHT + (SHOWN_SESSIONS - 1) * 4;
const PLACEHOLDER_KEYS = Array.from({ length: SHOWN_SESSIONS }, (_, index) => `placeholder-${index}`);

/**
 * The requests waiting for the tutor's answer: approved in place; declining asks for a reason, on the requests
 * page the card links to.
 */
export function PendingRequestsCard({ viewerZone }: { viewerZone: string }) {
  const { t } = useTranslation();
  const pending = usePendingSessions(true);
  const determine = useDetermineSession();
  const sessions = pending.data;
  const approve = (id: number) =>
    determine.mutate(
      { id, status: 'approved' },
      {
        onSuccess: () => notify.success(t('tuition.requested.approved')),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <HomeCard
      title={t('home.requests.title', { count: sessions?.length ?? 0 })}
      link={{ to: TUITION_PATHS.requested, label: t('home.requests.all') }}
      testId="home-requests"
      loading={sessions === undefined}
      minBodyHeight={BODY_HEIGHT}
      onRetry={pending.isError ? () => void pending.refetch() : undefined}
    >
      {sessions === undefined ? (
        PLACEHOLDER_KEYS.map((key) => <SessionRowSkeleton key={key} />)
      ) : sessions.length === 0 ? (
        <EmptyText>{t('tuition.requested.tutorEmpty')}</EmptyText>
      ) : (
        sessions.slice(0, SHOWN_SESSIONS).map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            viewerRole="teacher"
            viewerZone={viewerZone}
            action={
              <Button
                size="xs"
                leftSection={<IconCheck size={14} />}
                loading={determine.isPending && determine.variables?.id === session.id}
                onClick={() => approve(session.id)}
                data-testid="home-approve"
              >
                {t('tuition.requested.approve')}
              </Button>
            }
          />
        ))
      )}
    </HomeCard>
  );
}
