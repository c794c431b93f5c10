import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/index.ts';
import { TUITION_PATHS } from '../paths.ts';

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

/** `/tuition`: where tuition starts: finding a tutor, and for tutors their availability. */
export default function TuitionPage() {
  const { t } = useTranslation();
  const isTutor = useSession().user?.role === 'teacher';
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} size="h2">
        {t('tuition.overview.title')}
      </Title>
      <Text c="dimmed">
        {isTutor ? t('tuition.overview.introTutor') : t('tuition.overview.introStudent')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {isTutor && (
          <Entry
            icon={<IconCalendarTime size={28} />}
            title={t('tuition.overview.calendarTitle')}
            text={t('tuition.overview.calendarText')}
            action={t('tuition.overview.calendarAction')}
            to={TUITION_PATHS.calendar}
          />
        )}
        <Entry
          icon={<IconSearch size={28} />}
          title={t('tuition.overview.findTitle')}
          text={t('tuition.overview.findText')}
          action={t('tuition.overview.findAction')}
          to={TUITION_PATHS.tutors}
        />
      </SimpleGrid>
    </Stack>
  );
}
