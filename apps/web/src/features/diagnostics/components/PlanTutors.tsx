import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { formatMoney } from '../../../ui/format.ts';
import { OneClickBook } from '../../lesson-booking/components/OneClickBook.tsx';
import { TopUpNeededModal } from '../../lesson-booking/components/TopUpNeededModal.tsx';
import { TUITION_PATHS, tutorProfilePath } from '../../tuition/paths.ts';
import { formatMoment } from '../../tuition/time-format.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { type PlanTutor, STUDY_PLAN_KEY } from '../study-plan-api.ts';

/**
 * A recommended tutor: name, price, and their next free hour in the learner's zone, booked with one click through
 * the normal booking (its rules and money); a short wallet opens the usual top-up, a refusal shows in place.
 */
function PlanTutorRow({ tutor, onTopUp }: { tutor: PlanTutor; onTopUp: (amount: number) => void }) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  const client = useQueryClient();
  const free = tutor.nextFree;
  const time = free ? formatMoment(free.startingAt, zone) : null;
  return (
    <Stack gap={4} data-testid="plan-tutor">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={tutor.avatarUrl} alt="" size={40} radius="xl" color="kruPurple">
          {tutor.fullName.slice(0, 1)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={tutorProfilePath(tutor.id)} size="sm" fw={600}>
            {tutor.fullName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('studyPlan.perHour', { price: formatMoney(tutor.pricePerHour) })}
          </Text>
          <Text size="xs" data-testid="plan-tutor-free">
            {time ? t('studyPlan.nextFree', { time }) : t('studyPlan.noFreeTime')}
          </Text>
        </Stack>
      </Group>
      {free && time && (
        <OneClickBook
          availabilityIds={free.availabilityIds}
          subjectId={tutor.subjectId}
          label={t('studyPlan.book', { time })}
          ariaLabel={t('studyPlan.bookLabel', { name: tutor.fullName, time })}
          onBooked={() => notify.success(t('studyPlan.booked', { name: tutor.fullName, time }))}
          onTopUp={onTopUp}
          onSettled={() => client.invalidateQueries({ queryKey: STUDY_PLAN_KEY })}
          testId="plan-book"
          errorTestId="plan-book-error"
        />
      )}
    </Stack>
  );
}

/** The tutors who list a weak specialty, or why there are none. */
export function PlanTutors({ tutors }: { tutors: PlanTutor[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [topUp, setTopUp] = useState<number | null>(null);
  if (tutors.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('studyPlan.noTutors')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {tutors.map((tutor) => (
        <PlanTutorRow key={tutor.id} tutor={tutor} onTopUp={setTopUp} />
      ))}
      <TopUpNeededModal amount={topUp} onClose={() => navigate(TUITION_PATHS.requested)} />
    </Stack>
  );
}
