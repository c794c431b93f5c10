import { Progress, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { diagnosticResultPath } from '../../diagnostics/paths.ts';
import { useCurrentStudyPlan } from '../../diagnostics/study-plan-api.ts';
import { HomeCard } from './HomeCard.tsx';

/** The learner's latest study plan: steps done of all, with a link to it; nothing until they have one. */
export function StudyPlanCard() {
  const { t } = useTranslation();
  const query = useCurrentStudyPlan();
  // Drawn in a transition, in slices: React Query's answers are urgent updates (see OngoingCourses).
  const plan = useDeferredValue(query.data)?.plan;
  if (!plan) return null;
  const percent = plan.totalCount === 0 ? 0 : Math.round((plan.doneCount / plan.totalCount) * 100);
  return (
    <HomeCard
      title={t('studyPlan.home.title')}
      link={{ to: diagnosticResultPath(plan.quizId), label: t('studyPlan.home.open') }}
      testId="study-plan-card"
      minBodyHeight={0}
    >
      <Text size="sm" fw={600} data-testid="study-plan-progress">
        {t('studyPlan.home.progress', { done: plan.doneCount, total: plan.totalCount })}
      </Text>
      <Progress value={percent} color="teal" aria-label={t('studyPlan.progressLabel')} />
      <Text size="xs" c="dimmed">
        {plan.diagnosticTitle}
      </Text>
    </HomeCard>
  );
}
