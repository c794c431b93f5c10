import { LIMITS } from '@kru/contract';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import { useWallet } from '../../fees/api.ts';
import { topUpAmount } from '../../lesson-booking/slot-selection.ts';
import { ListState } from '../../tuition/components/ListState.tsx';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { timeLeft } from '../../tuition/session-status.ts';
import { formatMoment } from '../../tuition/time-format.ts';
import { type Session, useTopUpForBooking } from '../api.ts';
import { CancelSessionModal } from './CancelSessionModal.tsx';
import { SessionCard } from './SessionCard.tsx';

/** A request waiting for the top-up: the time left to pay, and Top up (the shortfall, at least the minimum). */
function PaymentPending({ session, balance, now }: { session: Session; balance: number; now: Date }) {
  const { t } = useTranslation();
  const topUp = useTopUpForBooking(TUITION_PATHS.requested);
  const amount = topUpAmount(Math.max(0, session.price - balance), LIMITS.minTopUpPounds);
  const left = session.paymentDueAt ? timeLeft(session.paymentDueAt, now) : null;
  return (
    <Alert color="pink" variant="light" icon={<IconHourglass size={18} />} data-testid="payment-pending">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('tuition.requested.payWithin', { left: left ? t(left.key, left.values) : '' })}
        </Text>
        <Button size="xs" loading={topUp.isPending || topUp.isSuccess} onClick={() => topUp.mutate(amount)}>
          {t('tuition.requested.topUp', { amount: formatMoney(amount) })}
        </Button>
      </Group>
    </Alert>
  );
}

/** The student's open requests: waiting for payment (with the time left) or for the tutor (with the deadline). */
export function StudentRequests({
  requests,
  viewerZone,
  now,
}: {
  requests: { data?: Session[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  viewerZone: string;
  now: Date;
}) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const [cancelling, setCancelling] = useState<Session | null>(null);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('tuition.requested.studentTitle')}
      </Title>
      <ListState query={requests} emptyText={t('tuition.requested.studentEmpty')} testId="requests-empty">
        {(sessions) =>
          sessions.map((session) => (
            <SessionCard key={session.id} session={session} viewerRole="student" viewerZone={viewerZone}>
              {session.status === 'payment_pending' && (
                <PaymentPending session={session} balance={wallet.data?.balance ?? 0} now={now} />
              )}
              {session.status === 'determination_pending' && session.answerDueAt && (
                <Text size="sm" c="dimmed" data-testid="answer-due">
                  {t('tuition.requested.answerBy', { time: formatMoment(session.answerDueAt, viewerZone) })}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setCancelling(session)}>
                  {t('tuition.requested.withdraw')}
                </Button>
              </Group>
            </SessionCard>
          ))
        }
      </ListState>
      <CancelSessionModal
        session={cancelling}
        viewerRole="student"
        viewerZone={viewerZone}
        now={now}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
