import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { useNow } from '../../tuition/use-now.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import type { Session } from '../api.ts';
import { CancelSessionModal } from '../components/CancelSessionModal.tsx';
import { ProposeTimeModal } from '../components/ProposeTimeModal.tsx';
import { RescheduleHistory } from '../components/RescheduleHistory.tsx';
import { ReschedulePanel } from '../components/ReschedulePanel.tsx';
import { SessionActions } from '../components/SessionActions.tsx';
import { SessionCard } from '../components/SessionCard.tsx';
import { useSessionById } from '../reschedule-api.ts';

/**
 * `/tuition/sessions/session?sessionId=` (both sides): one session with its actions, the open proposal of a new
 * time (accept, decline or withdraw), "Propose a new time", and the history of the proposals.
 */
export default function SessionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = idFrom(params.get('sessionId'));
  const role = useSession().user?.role === 'teacher' ? 'teacher' : 'student';
  const viewerZone = useViewerTimeZone();
  const now = useNow();
  const session = useSessionById(sessionId);
  const [proposing, setProposing] = useState<Session | null>(null);
  const [cancelling, setCancelling] = useState<Session | null>(null);

  const back = (
    <Anchor component={Link} to={TUITION_PATHS.sessions} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('tuition.reschedule.backToSessions')}
      </Group>
    </Anchor>
  );
  if (sessionId === null) return <Text>{t('tuition.reschedule.notFound')}</Text>;
  if (session.isPending) return <CenteredLoader />;
  if (session.isError) {
    if (isApiError(session.error) && session.error.status === 404) {
      return (
        <Stack gap="md">
          {back}
          <Text data-testid="session-not-found">{t('tuition.reschedule.notFound')}</Text>
        </Stack>
      );
    }
    return <LoadFailed onRetry={() => void session.refetch()} />;
  }
  const current = session.data;
  return (
    <Stack gap="lg" maw={800}>
      {back}
      <Title order={1} size="h2">
        {t('tuition.reschedule.pageTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('tuition.profile.yourZone', { zone: viewerZone })}
      </Text>
      <SessionCard session={current} viewerRole={role} viewerZone={viewerZone} withProposedTime={false}>
        <ReschedulePanel session={current} viewerRole={role} viewerZone={viewerZone} />
        <SessionActions
          session={current}
          viewerRole={role}
          viewerZone={viewerZone}
          now={now}
          onCancel={setCancelling}
          onReschedule={setProposing}
        />
      </SessionCard>
      <RescheduleHistory sessionId={current.id} viewerRole={role} viewerZone={viewerZone} />
      <ProposeTimeModal session={proposing} viewerZone={viewerZone} onClose={() => setProposing(null)} />
      <CancelSessionModal
        session={cancelling}
        viewerRole={role}
        viewerZone={viewerZone}
        now={now}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
