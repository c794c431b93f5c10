import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { useSessionAlternatives } from '../alternatives-api.ts';
import { AlternativeTutors } from '../components/AlternativeTutors.tsx';

/**
 * `/tuition/sessions/expired?sessionId=` (students): a request its tutor left unanswered, refunded, and up to three
 * other tutors of the same subject free within a day of its time, each booked in one click.
 */
export default function ExpiredRequestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = idFrom(params.get('sessionId'));
  const zone = useViewerTimeZone();
  const offer = useSessionAlternatives(sessionId, currentLanguage());

  const back = (
    <Anchor component={Link} to={`${TUITION_PATHS.sessions}?tab=past`} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('tuition.alternatives.back')}
      </Group>
    </Anchor>
  );
  if (sessionId === null || (offer.isError && isApiError(offer.error) && offer.error.status === 404)) {
    return (
      <Stack gap="md" maw={760}>
        {back}
        <Title order={1} size="h2">
          {t('tuition.alternatives.title')}
        </Title>
        <Text data-testid="alternatives-not-found">{t('tuition.alternatives.notFound')}</Text>
      </Stack>
    );
  }
  if (offer.isPending) return <CenteredLoader />;
  if (offer.isError) return <LoadFailed onRetry={() => void offer.refetch()} />;
  const data = offer.data;
  const when = `${formatDayHeading(data.requestedStartingAt, zone)}, ${formatTimeRange(
    data.requestedStartingAt,
    data.requestedEndingAt,
    zone,
  )}`;

  return (
    <Stack gap="lg" maw={760}>
      {back}
      <Title order={1} size="h2">
        {t('tuition.alternatives.title')}
      </Title>
      <Alert color="yellow" icon={<IconClockX size={20} />} data-testid="expired-request">
        {t('tuition.alternatives.expired', { subject: data.subjectTitle, when })}
      </Alert>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('tuition.alternatives.heading', { subject: data.subjectTitle })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tuition.alternatives.intro', { zone })}
        </Text>
      </Stack>
      <AlternativeTutors
        alternatives={data.alternatives}
        message={data.message}
        subject={data.subjectTitle}
        level={data.levelTitle}
      />
    </Stack>
  );
}
