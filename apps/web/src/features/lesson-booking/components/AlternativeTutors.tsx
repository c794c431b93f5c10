import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { formatMoney } from '../../../ui/format.ts';
import { TUITION_PATHS, tutorProfilePath } from '../../tuition/paths.ts';
import { subjectPriceLabel } from '../../tuition/subject-price-label.ts';
import { formatDayHeading, formatMoment, formatTimeRange } from '../../tuition/time-format.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import type { SessionAlternative } from '../alternatives-api.ts';
import { OneClickBook } from './OneClickBook.tsx';
import { TopUpNeededModal } from './TopUpNeededModal.tsx';

/**
 * An offered tutor: name, rating, the subject at its level with their price, and the free time booked in one click
 * (then on to the requests).
 */
function AlternativeRow({
  tutor,
  subject,
  level,
  onTopUp,
}: {
  tutor: SessionAlternative;
  subject: string;
  level: string;
  onTopUp: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zone = useViewerTimeZone();
  const time = formatMoment(tutor.startingAt, zone);
  return (
    <Paper withBorder radius="md" p="md" data-testid="alternative-tutor">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={tutor.avatarUrl} alt="" size={44} radius="xl" color="kruPurple">
            {tutor.fullName.slice(0, 1)}
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={tutorProfilePath(tutor.tutorId)} fw={600}>
              {tutor.fullName}
            </Anchor>
            <Text size="sm" c="dimmed">
              {tutor.rating === null
                ? t('tuition.alternatives.newTutor')
                : t('tuition.alternatives.rating', { rating: tutor.rating, count: tutor.reviewsCount })}
            </Text>
            <Text size="sm" data-testid="alternative-subject">
              {subjectPriceLabel(t, { subject, level, pricePerHour: tutor.pricePerHour })}
            </Text>
            <Text size="sm" data-testid="alternative-time">
              {t('tuition.alternatives.freeAt', {
                time: formatTimeRange(tutor.startingAt, tutor.endingAt, zone),
                day: formatDayHeading(tutor.startingAt, zone),
              })}
            </Text>
          </Stack>
          <Text fw={600} data-testid="alternative-price">
            {formatMoney(tutor.price)}
          </Text>
        </Group>
        <OneClickBook
          availabilityIds={tutor.availabilityIds}
          subjectId={tutor.subjectId}
          label={t('studyPlan.book', { time })}
          ariaLabel={t('studyPlan.bookLabel', { name: tutor.fullName, time })}
          onBooked={() => {
            notify.success(t('studyPlan.booked', { name: tutor.fullName, time }));
            navigate(TUITION_PATHS.requested);
          }}
          onTopUp={onTopUp}
          testId="alternative-book"
          errorTestId="alternative-book-error"
        />
      </Stack>
    </Paper>
  );
}

/** Up to three other tutors free around an expired request's time, or what to do when there are none. */
export function AlternativeTutors({
  alternatives,
  message,
  subject,
  level,
}: {
  alternatives: SessionAlternative[];
  message: string | null;
  /** The request's subject and its level, which every offered tutor teaches. */
  subject: string;
  level: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [topUp, setTopUp] = useState<number | null>(null);
  if (alternatives.length === 0) {
    return (
      <Stack gap="xs" data-testid="alternatives-none">
        <Text>{message}</Text>
        <Anchor component={Link} to={TUITION_PATHS.tutors}>
          {t('tuition.alternatives.findTutors')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {alternatives.map((tutor) => (
        <AlternativeRow
          key={tutor.tutorId}
          tutor={tutor}
          subject={subject}
          level={level}
          onTopUp={setTopUp}
        />
      ))}
      <TopUpNeededModal amount={topUp} onClose={() => navigate(TUITION_PATHS.requested)} />
    </Stack>
  );
}
