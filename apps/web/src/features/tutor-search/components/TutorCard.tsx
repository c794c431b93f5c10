import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/index.ts';
import { MessageButton } from '../../messages/components/MessageButton.tsx';
import type { Tutor } from '../../tuition/api.ts';
import { tutorProfilePath } from '../../tuition/paths.ts';
import { subjectPriceLabel } from '../../tuition/subject-price-label.ts';
import { formatMoment } from '../../tuition/time-format.ts';
import { trialPriceLabel } from '../../tuition/trial/trial-label.ts';
import { SpokenLanguages } from './SpokenLanguages.tsx';
import { TutorRating } from './TutorRating.tsx';

/** One tutor in the search results: who, what they teach at what price, how rated, and when next free. */
export function TutorCard({ tutor, timeZone }: { tutor: Tutor; timeZone: string }) {
  const { t } = useTranslation();
  const isStudent = useSession().user?.role === 'student';
  return (
    <Card withBorder radius="md" padding="lg" data-testid="tutor-card">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={tutor.avatar} alt="" size={56} radius="xl" color="kruPurple">
            {tutor.fullName.slice(0, 1)}
          </Avatar>
          <Stack gap={2}>
            <Text fw={700} size="lg" data-testid="tutor-name">
              {tutor.fullName}
            </Text>
            <TutorRating rate={tutor.rate} count={tutor.rateCount} />
          </Stack>
        </Group>
        {tutor.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {tutor.description}
          </Text>
        )}
        <Group gap={6}>
          {tutor.subjectPrices.map((price) => (
            <Badge key={price.subjectId} variant="light" color="kruPurple" tt="none">
              {subjectPriceLabel(t, {
                subject: price.subject.title,
                level: price.subject.schoolYear?.title,
                pricePerHour: price.pricePerHour,
              })}
            </Badge>
          ))}
          {tutor.trialPrice !== null && (
            <Badge variant="light" color="teal" tt="none" data-testid="tutor-trial">
              {trialPriceLabel(t, tutor.trialPrice)}
            </Badge>
          )}
        </Group>
        <Stack gap={4} mt="auto">
          <Group gap={6}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">
              {t('tuition.card.students', { count: tutor.studentsCount })} ·{' '}
              {t('tuition.card.lessons', { count: tutor.lessonsCount })}
            </Text>
          </Group>
          <SpokenLanguages languages={tutor.spokenLanguages} />
          <Group gap={6}>
            <IconCalendarTime size={16} aria-hidden />
            <Text size="sm" data-testid="tutor-next-free">
              {tutor.nextFreeAt
                ? t('tuition.card.nextFree', { time: formatMoment(tutor.nextFreeAt, timeZone) })
                : t('tuition.card.noFreeTime')}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" grow>
          <Button component={Link} to={tutorProfilePath(tutor.id)} variant="light">
            {t('tuition.card.viewProfile')}
          </Button>
          {isStudent && <MessageButton userId={tutor.id} name={tutor.fullName} variant="default" />}
        </Group>
      </Stack>
    </Card>
  );
}
