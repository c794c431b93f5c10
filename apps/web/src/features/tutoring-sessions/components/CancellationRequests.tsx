import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { ListState } from '../../tuition/components/ListState.tsx';
import { formatMoment } from '../../tuition/time-format.ts';
import { type TutoringSummary, useDetermineCancellation } from '../api.ts';
import { SessionCard } from './SessionCard.tsx';

type Waiting = TutoringSummary['cancellations'][number];

/**
 * Cancellations within 24 hours waiting for the tutor: Refund the student or Keep the payment (refunded if
 * undecided by the session's end). Students see their own waiting ones, without the buttons.
 */
export function CancellationRequests({
  cancellations,
  viewerRole,
  viewerZone,
}: {
  cancellations: { data?: Waiting[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
}) {
  const { t } = useTranslation();
  const decide = useDetermineCancellation();
  const isTutor = viewerRole === 'teacher';
  // Either answer moves the money for good: each is confirmed first, saying what happens to whom.
  const answer = (cancellation: Waiting, status: 'refunded' | 'kept') =>
    void dialogs.confirm({
      title: t(`tuition.cancellations.confirm.${status}.title`),
      children: (
        <Text size="sm">
          {t(`tuition.cancellations.confirm.${status}.text`, {
            student: cancellation.session.student.fullName,
          })}
        </Text>
      ),
      labels: {
        confirm: t(status === 'kept' ? 'tuition.cancellations.keep' : 'tuition.cancellations.refund'),
        cancel: t('common.cancel'),
      },
      confirmProps: { 'data-testid': 'cancellation-confirm' },
      onConfirm: () =>
        decide.mutate(
          { id: cancellation.id, status },
          { onSuccess: () => notify.success(t(`tuition.cancellations.decided.${status}`)) },
        ),
    });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t(isTutor ? 'tuition.cancellations.tutorTitle' : 'tuition.cancellations.studentTitle')}
      </Title>
      <ListState
        query={cancellations}
        emptyText={t('tuition.cancellations.empty')}
        testId="cancellations-empty"
      >
        {(items) =>
          items.map((cancellation) => (
            <SessionCard
              key={cancellation.id}
              session={cancellation.session}
              viewerRole={viewerRole}
              viewerZone={viewerZone}
            >
              <Alert color="gray" variant="light" data-testid="cancellation-request">
                <Stack gap={4}>
                  {/* The card says the reason when the session carries its cancellation. */}
                  {!cancellation.session.cancellation && (
                    <Text size="sm">
                      {t('tuition.cancellations.reason', { reason: cancellation.reason })}
                    </Text>
                  )}
                  {cancellation.decideBy && (
                    <Text size="sm" c="dimmed">
                      {t('tuition.cancellations.decideBy', {
                        time: formatMoment(cancellation.decideBy, viewerZone),
                      })}
                    </Text>
                  )}
                </Stack>
              </Alert>
              {isTutor && (
                <Group justify="flex-end" gap="xs">
                  <Button
                    variant="default"
                    loading={decide.isPending && decide.variables?.status === 'kept'}
                    disabled={decide.isPending}
                    onClick={() => answer(cancellation, 'kept')}
                  >
                    {t('tuition.cancellations.keep')}
                  </Button>
                  <Button
                    loading={decide.isPending && decide.variables?.status === 'refunded'}
                    disabled={decide.isPending}
                    onClick={() => answer(cancellation, 'refunded')}
                  >
                    {t('tuition.cancellations.refund')}
                  </Button>
                </Group>
              )}
            </SessionCard>
          ))
        }
      </ListState>
    </Stack>
  );
}
