import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { formatDayHeading, formatMoment, formatTimeRange } from '../../tuition/time-format.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { useSessionBrief } from '../brief-api.ts';
import { BriefLearning } from '../components/BriefLearning.tsx';
import { TrialBadge } from '../components/StatusBadge.tsx';

/**
 * `/tuition/sessions/brief?sessionId=` (tutors): before the lesson, what the student would like to work on and,
 * when they share it, their recent diagnostics, quiz mistakes and course progress in the lesson's subject.
 */
export default function SessionBriefPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = idFrom(params.get('sessionId'));
  const zone = useViewerTimeZone();
  const brief = useSessionBrief(sessionId);

  const back = (
    <Anchor component={Link} to={TUITION_PATHS.sessions} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('tuition.brief.back')}
      </Group>
    </Anchor>
  );
  if (sessionId === null || (brief.isError && isApiError(brief.error) && brief.error.status === 404)) {
    return (
      <Stack gap="md" maw={760}>
        {back}
        <Title order={1} size="h2">
          {t('tuition.brief.title')}
        </Title>
        <Text data-testid="brief-not-found">{t('tuition.brief.notFound')}</Text>
      </Stack>
    );
  }
  if (brief.isPending) return <CenteredLoader />;
  if (brief.isError) return <LoadFailed onRetry={() => void brief.refetch()} />;
  const data = brief.data;

  return (
    <Stack gap="lg" maw={860}>
      {back}
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('tuition.brief.heading', { name: data.student.fullName })}
          </Title>
          {data.isTrial && <TrialBadge />}
        </Group>
        <Text c="dimmed">
          {data.subject.title} · {formatDayHeading(data.startingAt, zone)},{' '}
          {formatTimeRange(data.startingAt, data.endingAt, zone)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('tuition.brief.availableUntil', { time: formatMoment(data.availableUntil, zone) })}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('tuition.brief.notes')}
          </Title>
          {data.notes ? (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="brief-notes">
              {data.notes}
            </Text>
          ) : (
            <Text c="dimmed">{t('tuition.brief.noNotes')}</Text>
          )}
        </Stack>
      </Paper>
      {data.learning ? (
        <BriefLearning learning={data.learning} zone={zone} />
      ) : (
        <Alert color="gray" icon={<IconLock size={18} />} data-testid="brief-not-shared">
          {t('tuition.brief.notShared', { name: data.student.fullName })}
        </Alert>
      )}
    </Stack>
  );
}
