import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/index.ts';
import { CheckoutResultAlert } from '../../fees/components/CheckoutResultAlert.tsx';
import { useCheckoutReturn } from '../../fees/hooks/use-checkout-return.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { useNow } from '../../tuition/use-now.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { usePendingSessions, useRequestedSessions, useTutoringSummary } from '../api.ts';
import { CancellationRequests } from '../components/CancellationRequests.tsx';
import { StudentRequests } from '../components/StudentRequests.tsx';
import { TutorRequests } from '../components/TutorRequests.tsx';

/**
 * `/tuition/requested`: students see their open requests (waiting for payment, with Top up; waiting for the
 * tutor); tutors decide the requests and the cancellations waiting for them. A top-up's checkout returns here.
 */
export default function RequestedPage() {
  const { t } = useTranslation();
  const isTutor = useSession().user?.role === 'teacher';
  const viewerZone = useViewerTimeZone();
  const now = useNow(15_000);
  const checkout = useCheckoutReturn();
  const requested = useRequestedSessions(!isTutor);
  const pending = usePendingSessions(isTutor);
  const summary = useTutoringSummary();
  const cancellations = {
    data: summary.data?.cancellations,
    isPending: summary.isPending,
    isError: summary.isError,
    refetch: summary.refetch,
  };
  const hasCancellations = (summary.data?.cancellations.length ?? 0) > 0;
  return (
    <Stack gap="xl" maw={1000}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('tuition.requested.title')}
        </Title>
        <Button component={Link} to={TUITION_PATHS.sessions} variant="light">
          {t('tuition.requested.toSessions')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('tuition.profile.yourZone', { zone: viewerZone })}
      </Text>
      <CheckoutResultAlert checkout={checkout} purpose="top_up" />
      {isTutor ? (
        <>
          <TutorRequests requests={pending} viewerZone={viewerZone} />
          <CancellationRequests cancellations={cancellations} viewerRole="teacher" viewerZone={viewerZone} />
        </>
      ) : (
        <>
          <StudentRequests requests={requested} viewerZone={viewerZone} now={now} />
          {hasCancellations && (
            <CancellationRequests
              cancellations={cancellations}
              viewerRole="student"
              viewerZone={viewerZone}
            />
          )}
        </>
      )}
    </Stack>
  );
}
