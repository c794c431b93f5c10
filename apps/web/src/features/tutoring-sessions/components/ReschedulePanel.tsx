import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';
import type { Session } from '../api.ts';
import { type RescheduleAnswer, useAnswerReschedule } from '../reschedule-api.ts';

const when = (startingAt: string, endingAt: string, zone: string) =>
  `${formatDayHeading(startingAt, zone)}, ${formatTimeRange(startingAt, endingAt, zone)}`;

/**
 * The open proposal of a new time, as both sides see it: the proposer may withdraw it, the other side accepts
 * (the session moves) or declines (it keeps its time), each after a confirmation.
 */
export function ReschedulePanel({
  session,
  viewerRole,
  viewerZone,
}: {
  session: Session;
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
}) {
  const { t } = useTranslation();
  const answer = useAnswerReschedule();
  const proposal = session.reschedule;
  if (!proposal) return null;
  const mine = proposal.proposedBy === viewerRole;
  const newTime = when(proposal.startingAt, proposal.endingAt, viewerZone);
  const oldTime = when(session.startingAt, session.endingAt, viewerZone);
  const act = (action: RescheduleAnswer) =>
    void dialogs.confirm({
      title: t(`tuition.reschedule.confirm.${action}.title`),
      children: <Text size="sm">{t(`tuition.reschedule.confirm.${action}.text`, { newTime, oldTime })}</Text>,
      labels: { confirm: t(`tuition.reschedule.${action}`), cancel: t('tuition.reschedule.back') },
      confirmProps: {
        color: action === 'accept' ? 'teal' : 'red',
        'data-testid': `reschedule-confirm-${action}`,
      },
      onConfirm: () =>
        answer.mutate(
          { id: proposal.id, action },
          {
            onSuccess: () => notify.success(t(`tuition.reschedule.done.${action}`)),
            onError: (error) => notify.error(error.message),
          },
        ),
    });
  return (
    <Alert
      color="kruPurple"
      variant="light"
      icon={<IconCalendarTime size={18} />}
      title={t(mine ? 'tuition.reschedule.openByYou' : `tuition.reschedule.openBy.${proposal.proposedBy}`)}
      data-testid="reschedule-panel"
    >
      <Stack gap="xs">
        <Text size="sm" data-testid="reschedule-new-time">
          {t('tuition.reschedule.newTime', { time: newTime })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(mine ? 'tuition.reschedule.waitingForOther' : 'tuition.reschedule.keepsUntilAnswer')}
        </Text>
        <Group gap="xs" justify="flex-end">
          {mine ? (
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              loading={answer.isPending}
              onClick={() => act('withdraw')}
              data-testid="reschedule-withdraw"
            >
              {t('tuition.reschedule.withdraw')}
            </Button>
          ) : (
            <>
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={16} />}
                loading={answer.isPending && answer.variables?.action === 'decline'}
                onClick={() => act('decline')}
                data-testid="reschedule-decline"
              >
                {t('tuition.reschedule.decline')}
              </Button>
              <Button
                leftSection={<IconCheck size={16} />}
                loading={answer.isPending && answer.variables?.action === 'accept'}
                onClick={() => act('accept')}
                data-testid="reschedule-accept"
              >
                {t('tuition.reschedule.accept')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
