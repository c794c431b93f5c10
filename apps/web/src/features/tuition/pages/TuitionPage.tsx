import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarTime,
  IconClockHour9,
  IconInbox,
  IconSearch,
  IconStar,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/index.ts';
import { OverviewSummary } from '../../tutoring-sessions/components/OverviewSummary.tsx';
import { TUITION_PATHS } from '../paths.ts';
import { useViewerTimeZone } from '../use-viewer-time-zone.ts';

function Entry({
  icon,
  title,
  text,
  action,
  to,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={to} mt="auto" variant="light">
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/** `/tuition`: the next session and cancellations waiting, then the ways in: sessions, requests, tutors, calendar. */
export default function TuitionPage() {
  const { t } = useTranslation();
  const isTutor = useSession().user?.role === 'teacher';
  const viewerZone = useViewerTimeZone();
  const entry = (key: string, icon: ReactNode, to: string, textKey = `${key}Text`) => (
    <Entry
      icon={icon}
      title={t(`tuition.overview.${key}Title`)}
      text={t(`tuition.overview.${textKey}`)}
      action={t(`tuition.overview.${key}Action`)}
      to={to}
    />
  );
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} size="h2">
        {t('tuition.overview.title')}
      </Title>
      <Text c="dimmed">
        {isTutor ? t('tuition.overview.introTutor') : t('tuition.overview.introStudent')}
      </Text>
      <OverviewSummary viewerRole={isTutor ? 'teacher' : 'student'} viewerZone={viewerZone} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {entry('sessions', <IconCalendarEvent size={28} />, TUITION_PATHS.sessions)}
        {entry(
          'requested',
          <IconInbox size={28} />,
          TUITION_PATHS.requested,
          isTutor ? 'requestedTextTutor' : 'requestedText',
        )}
        {isTutor && entry('calendar', <IconCalendarTime size={28} />, TUITION_PATHS.calendar)}
        {isTutor && entry('weeklyHours', <IconClockHour9 size={28} />, TUITION_PATHS.weeklyHours)}
        {isTutor && entry('students', <IconUsers size={28} />, TUITION_PATHS.myStudents)}
        {isTutor && entry('reviews', <IconStar size={28} />, TUITION_PATHS.myReviews)}
        {entry('find', <IconSearch size={28} />, TUITION_PATHS.tutors)}
      </SimpleGrid>
    </Stack>
  );
}
