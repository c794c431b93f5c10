import { SimpleGrid, Stack } from '@mantine/core';
import {
  IconBook2,
  IconCrown,
  IconPhotoUp,
  IconReportAnalytics,
  IconSearch,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/router/paths.ts';
import type { SessionUser } from '../../../app/session/session-store.ts';
import { formatMoney } from '../../../ui/format.ts';
import { PROFILE_UPDATE_PATH } from '../../account/paths.ts';
import { OngoingCourses } from '../../courses/components/OngoingCourses.tsx';
import { useDashboardHomepage } from '../../diagnostics/api.ts';
import { DiagnosticsSummary } from '../../diagnostics/components/DiagnosticsSummary.tsx';
import { COURSES_SUBSCRIBE_PATH } from '../../subscriptions/paths.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { useNow } from '../../tuition/use-now.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { type NextStep, NextStepList } from './NextStepList.tsx';
import { RateSessionCard } from './RateSessionCard.tsx';
import { StudyPlanCard } from './StudyPlanCard.tsx';
import { SummaryStats } from './SummaryStats.tsx';
import { UpcomingSessionsCard } from './UpcomingSessionsCard.tsx';

function studentNextSteps(user: SessionUser): NextStep[] {
  const steps: NextStep[] = [];
  if (!user.isSubscribed) {
    steps.push({
      key: 'subscribe',
      to: COURSES_SUBSCRIBE_PATH,
      icon: IconCrown,
      titleKey: 'home.steps.subscribe.title',
      descriptionKey: 'home.steps.subscribe.text',
    });
  }
  if (!user.avatar) {
    steps.push({
      key: 'avatar',
      to: PROFILE_UPDATE_PATH,
      icon: IconPhotoUp,
      titleKey: 'home.steps.avatar.title',
      descriptionKey: 'home.steps.avatar.text',
    });
  }
  if (!user.emails.length) {
    steps.push({
      key: 'parents',
      to: PATHS.profile,
      icon: IconUsersGroup,
      titleKey: 'home.steps.parents.title',
      descriptionKey: 'home.steps.parents.text',
    });
  }
  steps.push(
    {
      key: 'diagnostic',
      to: '/diagnostics',
      icon: IconReportAnalytics,
      titleKey: 'home.steps.diagnostic.title',
      descriptionKey: 'home.steps.diagnostic.text',
    },
    {
      key: 'find-tutor',
      to: TUITION_PATHS.tutors,
      icon: IconSearch,
      titleKey: 'home.steps.findTutor.title',
      descriptionKey: 'home.steps.findTutor.text',
    },
    {
      key: 'courses',
      to: '/courses/search-courses',
      icon: IconBook2,
      titleKey: 'home.steps.courses.title',
      descriptionKey: 'home.steps.courses.text',
    },
  );
  return steps;
}

/** The sessions to come and to rate (from `GET /dashboard/homepage`), side by side from tablets up. */
function StudentSessions() {
  const homepage = useDashboardHomepage();
  const viewerZone = useViewerTimeZone();
  const now = useNow();
  // A rated tutor's sessions leave at once, before the list is read again (no second review of them).
  const [ratedTutors, setRatedTutors] = useState<number[]>([]);
  const ratable = homepage.data?.ratableSessions.filter(
    (session) => !ratedTutors.includes(session.teacher.id),
  );
  const retry = homepage.isError ? () => void homepage.refetch() : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <UpcomingSessionsCard
        sessions={homepage.data?.sessions}
        expiredRequests={homepage.data?.expiredRequests}
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
      <StudyPlanCard />
      <DiagnosticsSummary />
      <OngoingCourses />
      <NextStepList steps={studentNextSteps(user)} />
    </Stack>
  );
}
