import { SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarTime, IconPencilPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/session-store.ts';
import { formatMoney } from '../../../ui/format.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { useNow } from '../../tuition/use-now.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { useTutorDashboard } from '../api.ts';
import { EarningsCard } from './EarningsCard.tsx';
import { type NextStep, NextStepList } from './NextStepList.tsx';
import { PendingRequestsCard } from './PendingRequestsCard.tsx';
import { SummaryStats } from './SummaryStats.tsx';
import { TutorSessionsCards } from './TutorSessionsCards.tsx';
import { TutorStatusCards } from './TutorStatusCards.tsx';

const TUTOR_STEPS: NextStep[] = [
  {
    key: 'availability',
    to: TUITION_PATHS.overview,
    icon: IconCalendarTime,
    titleKey: 'home.steps.availability.title',
    descriptionKey: 'home.steps.availability.text',
  },
  {
    key: 'create-course',
    to: '/courses/create/info',
    icon: IconPencilPlus,
    titleKey: 'home.steps.createCourse.title',
    descriptionKey: 'home.steps.createCourse.text',
  },
  {
    key: 'my-students',
    to: TUITION_PATHS.myStudents,
    icon: IconUsers,
    titleKey: 'home.steps.myStudents.title',
    descriptionKey: 'home.steps.myStudents.text',
  },
];

export function TutorHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dashboard = useTutorDashboard();
  const viewerZone = useViewerTimeZone();
  const now = useNow();
  const retryDashboard = dashboard.isError ? () => void dashboard.refetch() : undefined;
  const studentsCount = dashboard.data?.studentsCount ?? user.studentsCount;
  const rating = user.rateCount
    ? t('home.stats.ratingValue', { rate: user.rate.toFixed(1), count: user.rateCount })
    : t('home.stats.noReviews');
  return (
    <Stack gap="lg">
      <TutorStatusCards user={user} />
      <SummaryStats
        stats={[
          { key: 'balance', label: t('home.stats.balance'), value: formatMoney(user.balance) },
          { key: 'students', label: t('home.stats.students'), value: String(studentsCount) },
          { key: 'rating', label: t('home.stats.rating'), value: rating },
          { key: 'subjects', label: t('home.stats.subjects'), value: String(user.subjectPrices.length) },
        ]}
      />
      <TutorSessionsCards
        sessions={dashboard.data?.sessions}
        viewerZone={viewerZone}
        now={now}
        onRetry={retryDashboard}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PendingRequestsCard viewerZone={viewerZone} />
        <EarningsCard earnings={dashboard.data?.earnings} onRetry={retryDashboard} />
      </SimpleGrid>
      <NextStepList steps={user.approvalStatus === 'approved' ? TUTOR_STEPS : TUTOR_STEPS.slice(1)} />
    </Stack>
  );
}
