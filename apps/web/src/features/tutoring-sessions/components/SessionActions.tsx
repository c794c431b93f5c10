import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarTime,
  IconClipboardText,
  IconFlag,
  IconStar,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { meetingOpensMinutesBefore } from '../../../app/site/site-config.ts';
import { briefPath } from '../../tuition/paths.ts';
import {
  hasBrief,
  isCancellable,
  isJoinOpen,
  joinOpensAt,
  mayReportNoShow,
} from '../../tuition/session-status.ts';
import { formatMoment } from '../../tuition/time-format.ts';
import type { Session } from '../api.ts';
import { mayProposeNewTime } from '../reschedule-rules.ts';

/**
 * For the tutor, the pre-lesson brief (from approval to a week after); Join (from 10 minutes before the start), Cancel (before it), and after it Report a no-show (either side,
 * within 24 hours) and, for a student, Review the tutor.
 */
export function SessionActions({
  session,
  viewerRole,
  viewerZone,
  now,
  onCancel,
  onReview,
  onReportNoShow,
  onReschedule,
}: {
  session: Session;
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
  now: Date;
  /** Without it, only Join is offered (a summary; the other actions live on the sessions page). */
  onCancel?: (session: Session) => void;
  onReview?: (session: Session) => void;
  onReportNoShow?: (session: Session) => void;
  /** Propose a new time (offered while the viewer may, see `mayProposeNewTime`). */
  onReschedule?: (session: Session) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const joinOpen = isJoinOpen(session, now);
  const showJoin = session.status === 'approved' && session.joinLink !== null && !session.cancellation;
  const cancellable = onCancel !== undefined && isCancellable(session, now);
  const reviewable = onReview !== undefined && viewerRole === 'student' && session.status === 'completed';
  const reportable = onReportNoShow !== undefined && mayReportNoShow(session, now);
  const briefed = viewerRole === 'teacher' && hasBrief(session, now);
  const movable = onReschedule !== undefined && mayProposeNewTime(session, viewerRole, now);
  if (!briefed && !showJoin && !cancellable && !reviewable && !reportable && !movable) return null;
  const opensAt = t('tuition.session.joinOpensAt', {
    time: formatMoment(joinOpensAt(session.startingAt).toISOString(), viewerZone),
    minutes: meetingOpensMinutesBefore(),
  });
  return (
    <Group gap="xs" justify="flex-end">
      {briefed && (
        <Button
          component={Link}
          to={briefPath(session.id)}
          variant="light"
          leftSection={<IconClipboardText size={16} />}
          data-testid="session-brief-link"
        >
          {t('tuition.brief.open')}
        </Button>
      )}
      {showJoin &&
        (joinOpen ? (
          <Button component={Link} to={session.joinLink ?? ''} leftSection={<IconVideo size={16} />}>
            {t('tuition.session.join')}
          </Button>
        ) : (
          // Unavailable yet still reachable by Tab (a disabled button is skipped), so that a keyboard or screen
          // reader user learns when it opens, as a mouse user does from the tooltip.
          <>
            <Tooltip label={opensAt} events={{ hover: true, focus: true, touch: true }}>
              <Button
                data-disabled
                aria-disabled
                aria-describedby={hintId}
                onClick={(event) => event.preventDefault()}
                leftSection={<IconVideo size={16} aria-hidden />}
              >
                {t('tuition.session.join')}
              </Button>
            </Tooltip>
            <VisuallyHidden id={hintId}>{opensAt}</VisuallyHidden>
          </>
        ))}
      {movable && (
        <Button
          variant="default"
          leftSection={<IconCalendarTime size={16} />}
          onClick={() => onReschedule?.(session)}
          data-testid="session-propose-time"
        >
          {t('tuition.reschedule.propose')}
        </Button>
      )}
      {cancellable && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconX size={16} />}
          onClick={() => onCancel?.(session)}
        >
          {t('tuition.session.cancel')}
        </Button>
      )}
      {reportable && (
        <Button
          variant="default"
          color="orange"
          leftSection={<IconFlag size={16} />}
          onClick={() => onReportNoShow?.(session)}
        >
          {t('tuition.session.reportNoShow')}
        </Button>
      )}
      {reviewable && (
        <Button variant="light" leftSection={<IconStar size={16} />} onClick={() => onReview?.(session)}>
          {t('tuition.session.review')}
        </Button>
      )}
    </Group>
  );
}
