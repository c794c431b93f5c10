import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionPath } from '../../tuition/paths.ts';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';
import type { Session } from '../api.ts';

/** On a session of a list: a new time is proposed (by whom, which), with the way to the session's page to answer. */
export function ProposedTimeLine({
  session,
  viewerRole,
  viewerZone,
}: {
  session: Session;
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
}) {
  const { t } = useTranslation();
  const proposal = session.reschedule;
  if (!proposal) return null;
  const time = `${formatDayHeading(proposal.startingAt, viewerZone)}, ${formatTimeRange(proposal.startingAt, proposal.endingAt, viewerZone)}`;
  return (
    <Text size="sm" c="kruPurple" data-testid="session-proposed-time">
      {t(
        proposal.proposedBy === viewerRole
          ? 'tuition.reschedule.lineByYou'
          : `tuition.reschedule.lineBy.${proposal.proposedBy}`,
        { time },
      )}{' '}
      <Anchor
        component={Link}
        to={sessionPath(session.id)}
        size="sm"
        fw={600}
        underline="always"
        data-testid="session-proposed-open"
      >
        {t(proposal.proposedBy === viewerRole ? 'tuition.reschedule.see' : 'tuition.reschedule.answer')}
      </Anchor>
    </Text>
  );
}
