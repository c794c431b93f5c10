import { Button, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../app/session/index.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import { sessionPath, TUITION_PATHS } from '../../tuition/paths.ts';
import { ReviewTutorModal } from '../../tuition/reviews/ReviewTutorModal.tsx';
import { useNow } from '../../tuition/use-now.ts';
import { useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { type Session, type SessionScope, useSessions } from '../api.ts';
import { CalendarFeedCard } from '../components/CalendarFeedCard.tsx';
import { CancelSessionModal } from '../components/CancelSessionModal.tsx';
import { ReportNoShowModal } from '../components/ReportNoShowModal.tsx';
import { SessionActions } from '../components/SessionActions.tsx';
import { SessionCard } from '../components/SessionCard.tsx';

function SessionList({
  scope,
  page,
  onPage,
}: {
  scope: SessionScope;
  page: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const role = useSession().user?.role === 'teacher' ? 'teacher' : 'student';
  const viewerZone = useViewerTimeZone();
  const now = useNow();
  const sessions = useSessions(scope, page);
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState<Session | null>(null);
  const [reviewing, setReviewing] = useState<Session | null>(null);
  const [reporting, setReporting] = useState<Session | null>(null);

  if (sessions.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (sessions.isError) return <LoadFailed onRetry={() => void sessions.refetch()} />;
  const { items, pagination } = sessions.data;
  if (items.length === 0) {
    return (
      <Stack align="center" py="xl" gap="sm" data-testid="sessions-empty">
        <Text c="dimmed">{t(`tuition.sessions.empty.${scope}`)}</Text>
        {role === 'student' && scope === 'upcoming' && (
          <Button component={Link} to={TUITION_PATHS.tutors} variant="light">
            {t('tuition.overview.findAction')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {items.map((session) => (
        <SessionCard key={session.id} session={session} viewerRole={role} viewerZone={viewerZone}>
          <SessionActions
            session={session}
            viewerRole={role}
            viewerZone={viewerZone}
            now={now}
            onCancel={setCancelling}
            onReview={setReviewing}
            onReportNoShow={setReporting}
            onReschedule={(chosen) => navigate(sessionPath(chosen.id))}
          />
        </SessionCard>
      ))}
      <PageControls total={pagination.totalPages} page={page} onChange={onPage} />
      <CancelSessionModal
        session={cancelling}
        viewerRole={role}
        viewerZone={viewerZone}
        now={now}
        onClose={() => setCancelling(null)}
      />
      <ReviewTutorModal tutor={reviewing?.teacher ?? null} onClose={() => setReviewing(null)} />
      <ReportNoShowModal session={reporting} viewerRole={role} onClose={() => setReporting(null)} />
    </Stack>
  );
}

/** `/tuition/sessions`: upcoming and past sessions (paginated) with Join, Cancel and Review, and the calendar feed. */
export default function SessionsPage() {
  const { t } = useTranslation();
  const viewerZone = useViewerTimeZone();
  const { params, set, page } = useSearchParamsState();
  const scope: SessionScope = params.get('tab') === 'past' ? 'past' : 'upcoming';
  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('tuition.sessions.title')}
        </Title>
        <Button component={Link} to={TUITION_PATHS.requested} variant="light">
          {t('tuition.sessions.toRequested')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('tuition.profile.yourZone', { zone: viewerZone })}
      </Text>
      <Tabs
        value={scope}
        onChange={(value) => set({ tab: value === 'past' ? 'past' : null })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="upcoming">{t('tuition.sessions.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('tuition.sessions.past')}</Tabs.Tab>
        </Tabs.List>
        {(['upcoming', 'past'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <SessionList
              scope={tab}
              page={page}
              onPage={(next) => set({ tab: params.get('tab'), page: next })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <CalendarFeedCard viewerZone={viewerZone} />
    </Stack>
  );
}
