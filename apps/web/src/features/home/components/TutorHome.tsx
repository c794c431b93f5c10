import { Stack } from '@mantine/core';
import { IconCalendarTime, IconPencilPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/session-store.ts';
import { formatMoney } from '../../../ui/format.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { type NextStep, NextStepList } from './NextStepList.tsx';
import { SummaryStats } from './SummaryStats.tsx';
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
  const rating = user.rateCount
    ? t('home.stats.ratingValue', { rate: user.rate.toFixed(1), count: user.rateCount })
    : t('home.stats.noReviews');
  return (
    <Stack gap="lg">
      <TutorStatusCards user={user} />
      <SummaryStats
        stats={[
          { key: 'balance', label: t('home.stats.balance'), value: formatMoney(user.balance) },
          { key: 'students', label: t('home.stats.students'), value: String(user.studentsCount) },
          { key: 'rating', label: t('home.stats.rating'), value: rating },
          { key: 'subjects', label: t('home.stats.subjects'), value: String(user.subjectPrices.length) },
        ]}
      />
      <NextStepList steps={user.approvalStatus === 'approved' ? TUTOR_STEPS : TUTOR_STEPS.slice(1)} />
    </Stack>
  );
}
