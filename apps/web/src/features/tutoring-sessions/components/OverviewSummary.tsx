import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { useNow } from '../../tuition/use-now.ts';
import { useTutoringSummary } from '../api.ts';
import { SessionActions } from './SessionActions.tsx';
import { SessionCard } from './SessionCard.tsx';

/**
 * The overview's top: the next session (with Join when it opens) and the cancellations waiting (a tutor's to
 * decide, a student's to be decided).
 */
export function OverviewSummary({
  viewerRole,
  viewerZone,
}: {
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
}) {
  const { t } = useTranslation();
  const summary = useTutoringSummary();
  const now = useNow();
  if (summary.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (summary.isError) return <LoadFailed onRetry={() => void summary.refetch()} />;
  const { upcomingSession, cancellations } = summary.data;
  return (
    <Stack gap="md">
      {cancellations.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t(
            viewerRole === 'teacher'
              ? 'tuition.overview.cancellationsTutor'
              : 'tuition.overview.cancellationsStudent',
            { count: cancellations.length },
          )}
          data-testid="overview-cancellations"
        >
          <Button component={Link} to={TUITION_PATHS.requested} size="xs" variant="light" mt={4}>
            {t('tuition.overview.seeRequests')}
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg" data-testid="upcoming-session">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('tuition.overview.upcomingTitle')}
            </Title>
            <Button component={Link} to={TUITION_PATHS.sessions} variant="subtle" size="xs">
              {t('tuition.overview.allSessions')}
            </Button>
          </Group>
          {upcomingSession ? (
            <SessionCard session={upcomingSession} viewerRole={viewerRole} viewerZone={viewerZone}>
              <SessionActions
                session={upcomingSession}
                viewerRole={viewerRole}
                viewerZone={viewerZone}
                now={now}
              />
            </SessionCard>
          ) : (
            <Text c="dimmed">{t('tuition.overview.noUpcoming')}</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
