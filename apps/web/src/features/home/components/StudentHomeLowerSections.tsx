import { Stack } from '@mantine/core';
import {
  IconBook2,
  IconCrown,
  IconPhotoUp,
  IconReportAnalytics,
  IconSearch,
  IconUsersGroup,
} from '@tabler/icons-react';
import { PATHS } from '../../../app/router/paths.ts';
import type { SessionUser } from '../../../app/session/session-store.ts';
import { PROFILE_UPDATE_PATH } from '../../account/paths.ts';
import { OngoingCourses } from '../../courses/components/OngoingCourses.tsx';
import { DiagnosticsSummary } from '../../diagnostics/components/DiagnosticsSummary.tsx';
import { COURSES_SUBSCRIBE_PATH } from '../../subscriptions/paths.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { type NextStep, NextStepList } from './NextStepList.tsx';
import { StudyPlanCard } from './StudyPlanCard.tsx';

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

/**
 * The part of a student's home below the first screen of a phone: the study plan, the diagnostics, the courses
 * under way and the next steps. Its own chunk, drawn after the first screen (StudentHome.tsx).
 */
export default function StudentHomeLowerSections({ user }: { user: SessionUser }) {
  return (
    <Stack gap="lg">
      <StudyPlanCard />
      <DiagnosticsSummary />
      <OngoingCourses />
      <NextStepList steps={studentNextSteps(user)} />
    </Stack>
  );
}
