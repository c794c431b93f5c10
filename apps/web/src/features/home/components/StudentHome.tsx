import { SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/session-store.ts';
import { formatMoney } from '../../../ui/format.ts';
import { useDashboardHomepage } from '../../diagnostics/api.ts';
import { useNow } from '../../tuition/use-now.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { RateSessionCard } from './RateSessionCard.tsx';
import { SummaryStats } from './SummaryStats.tsx';
import { UpcomingSessionsCard } from './UpcomingSessionsCard.tsx';

/**
 * Below a phone's first screen: loaded and drawn after it, so the first paint waits for less code and less
 * rendering. It comes last in the page, so its arrival moves nothing on screen.
 */
const StudentHomeLowerSections = lazy(() => import('./StudentHomeLowerSections.tsx'));

/** The sessions to come and to rate (from `GET /dashboard/homepage`), side by side from tablets up. */
function StudentSessions() {
  const homepage = useDashboardHomepage();
  // Drawn in a transition, in slices: React Query's answers are urgent updates (see OngoingCourses).
  const data = useDeferredValue(homepage.data);
  const viewerZone = useViewerTimeZone();
  const now = useNow();
  // A rated tutor's sessions leave at once, before the list is read again (no second review of them).
  const [ratedTutors, setRatedTutors] = useState<number[]>([]);
  const ratable = data?.ratableSessions.filter((session) => !ratedTutors.includes(session.teacher.id));
  const retry = homepage.isError ? () => void homepage.refetch() : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <UpcomingSessionsCard
        sessions={data?.sessions}
        expiredRequests={data?.expiredRequests}
        viewerZone={viewerZone}
        now={now}
        onRetry={retry}
      />
      <RateSessionCard
        sessions={ratable}
        onRetry={retry}
        viewerZone={viewerZone}
        onRated={(tutorId) => {
          setRatedTutors((rated) => [...rated, tutorId]);
          void homepage.refetch();
        }}
      />
    </SimpleGrid>
  );
}

export function StudentHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SummaryStats
        stats={[
          { key: 'balance', label: t('home.stats.balance'), value: formatMoney(user.balance) },
          {
            key: 'plan',
            label: t('home.stats.plan'),
            value: t(user.isSubscribed ? 'home.stats.subscribed' : 'home.stats.trial'),
          },
          { key: 'grade', label: t('home.stats.grade'), value: user.grade?.title ?? t('home.stats.notSet') },
        ]}
      />
      <StudentSessions />
      <Suspense fallback={null}>
        <StudentHomeLowerSections user={user} />
      </Suspense>
    </Stack>
  );
}
