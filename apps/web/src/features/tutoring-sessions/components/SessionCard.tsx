import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../ui/format.ts';
import { MessageButton } from '../../messages/components/MessageButton.tsx';
import { expiredRequestPath } from '../../tuition/paths.ts';
import type { Session } from '../api.ts';
import { ProposedTimeLine } from './ProposedTimeLine.tsx';
import { SessionTimes } from './SessionTimes.tsx';
import { StatusBadge, TrialBadge } from './StatusBadge.tsx';

/**
 * One session as both people see it: the other person, the subject, when (in both time zones), the price and the
 * status, with the actions the page offers underneath.
 */
export function SessionCard({
  session,
  viewerRole,
  viewerZone,
  withProposedTime = true,
  children,
}: {
  session: Session;
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
  /** The line saying a new time is proposed (the session's own page shows the proposal in full instead). */
  withProposedTime?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const other = viewerRole === 'teacher' ? session.student : session.teacher;
  const otherRole = viewerRole === 'teacher' ? 'student' : 'teacher';
  return (
    <Paper withBorder radius="md" p="md" data-testid="session-card" data-session-id={session.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={other.avatar} alt="" radius="xl" color="kruPurple">
              {other.fullName.slice(0, 1)}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate data-testid="session-person">
                {other.fullName}
              </Text>
              <Text size="sm" c="dimmed">
                {t(otherRole === 'teacher' ? 'tuition.session.withTutor' : 'tuition.session.withStudent')}
                {' · '}
                {session.subject.title}
              </Text>
            </Stack>
          </Group>
          <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
            <Group gap={6} justify="flex-end">
              {session.isTrial && <TrialBadge />}
              <StatusBadge status={session.status} />
            </Group>
            <MessageButton userId={other.id} name={other.fullName} size="compact-sm" variant="subtle" />
          </Stack>
        </Group>
        <Group justify="space-between" align="flex-end">
          <SessionTimes
            startingAt={session.startingAt}
            endingAt={session.endingAt}
            viewerZone={viewerZone}
            otherZone={other.timeZone}
            otherRole={otherRole}
          />
          <Text fw={600} data-testid="session-price">
            {formatMoney(session.price)}
          </Text>
        </Group>
        {withProposedTime && (
          <ProposedTimeLine session={session} viewerRole={viewerRole} viewerZone={viewerZone} />
        )}
        {session.rejectionReason && (
          <Text size="sm" c="dimmed">
            {t('tuition.session.rejectionReason', { reason: session.rejectionReason })}
          </Text>
        )}
        {(session.closeReason === 'expired_unanswered' ||
          session.closeReason === 'payment_lapsed' ||
          session.closeReason === 'tutor_suspended') && (
          <Text size="sm" c="dimmed">
            {t(`tuition.session.closeReason.${session.closeReason}`)}
          </Text>
        )}
        {session.closeReason === 'expired_unanswered' && viewerRole === 'student' && (
          <Anchor
            component={Link}
            to={expiredRequestPath(session.id)}
            size="sm"
            data-testid="session-alternatives-link"
          >
            {t('tuition.alternatives.link')}
          </Anchor>
        )}
        {session.cancellation && (
          <Text size="sm" c="dimmed" data-testid="session-cancellation">
            {t(`tuition.session.cancellation.${session.cancellation.status}`, {
              reason: session.cancellation.reason,
            })}
          </Text>
        )}
        {session.dispute && (
          <Text size="sm" c="dimmed" data-testid="session-dispute">
            {session.dispute.status === 'pending'
              ? t(`tuition.session.dispute.pending.${session.dispute.kind}`, {
                  by: t(
                    session.dispute.reportedBy === viewerRole
                      ? 'tuition.session.dispute.byYou'
                      : `tuition.session.dispute.by.${session.dispute.reportedBy ?? 'teacher'}`,
                  ),
                })
              : t(`tuition.session.dispute.decided.${session.dispute.status}`)}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
