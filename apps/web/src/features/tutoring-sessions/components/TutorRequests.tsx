import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { ListState } from '../../tuition/components/ListState.tsx';
import { ReasonModal } from '../../tuition/components/ReasonModal.tsx';
import { formatMoment } from '../../tuition/time-format.ts';
import { type Session, useDetermineSession } from '../api.ts';
import { SessionCard } from './SessionCard.tsx';

/** The requests a tutor has to decide: Approve, or Reject with a reason (the student is refunded at once). */
export function TutorRequests({
  requests,
  viewerZone,
}: {
  requests: { data?: Session[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  viewerZone: string;
}) {
  const { t } = useTranslation();
  const determine = useDetermineSession();
  const [rejecting, setRejecting] = useState<Session | null>(null);
  const approve = (session: Session) =>
    determine.mutate(
      { id: session.id, status: 'approved' },
      {
        onSuccess: () => notify.success(t('tuition.requested.approved')),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('tuition.requested.tutorTitle')}
      </Title>
      <ListState query={requests} emptyText={t('tuition.requested.tutorEmpty')} testId="pending-empty">
        {(sessions) =>
          sessions.map((session) => (
            <SessionCard key={session.id} session={session} viewerRole="teacher" viewerZone={viewerZone}>
              {session.answerDueAt && (
                <Text size="sm" c="dimmed" data-testid="answer-due">
                  {t('tuition.requested.answerByTutor', {
                    time: formatMoment(session.answerDueAt, viewerZone),
                  })}
                </Text>
              )}
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconX size={16} />}
                  onClick={() => setRejecting(session)}
                >
                  {t('tuition.requested.reject')}
                </Button>
                <Button
                  leftSection={<IconCheck size={16} />}
                  loading={determine.isPending && determine.variables?.id === session.id}
                  onClick={() => approve(session)}
                >
                  {t('tuition.requested.approve')}
                </Button>
              </Group>
            </SessionCard>
          ))
        }
      </ListState>
      <ReasonModal
        opened={rejecting !== null}
        title={t('tuition.requested.rejectTitle')}
        explanation={t('tuition.requested.rejectText')}
        label={t('tuition.requested.rejectReason')}
        requiredMessage={t('api.rejection_reason_required')}
        submitLabel={t('tuition.requested.reject')}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await determine.mutateAsync({ id: rejecting.id, status: 'rejected', rejectionReason: reason });
          notify.success(t('tuition.requested.rejected'));
        }}
      />
    </Stack>
  );
}
